// Cache hints for the solver and the engine (x86's PREFETCHT0 and
// PREFETCHW, ARM's PRFM). Swift has no prefetch of its own. A C header
// imported into Swift gave the one instruction, but a C module imported by
// our modules, even by an `internal import`, is one that every client of
// theirs must find: a package built beside ours that imports our `UIKit`
// module (swift-snapshot-testing does, under `canImport(UIKit)`) failed
// for want of it, and a C function without a header is a call per hint,
// which cost 2–3% of a 10,000-view screen's build. So Swift declares
// LLVM's prefetch intrinsic by name: the compiler emits the instruction
// inline, in debug and release builds, and nothing enters a module's
// interface. A hint never faults, whatever the address.

/// LLVM's `llvm.prefetch`: the address, 0 to read or 1 to write, the
/// locality (3: keep in every cache level) and 1 for the data cache. The
/// last three must be literals.
@_silgen_name("llvm.prefetch.p0")
@usableFromInline func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cache: Int32)

/// Asks for the cache line at `address` to be read soon. `package` and
/// inlinable, so that LayoutCore's walks use it too, without a call.
@inlinable @inline(__always)
package func prefetchForRead(_ address: UnsafeRawPointer) {
  llvmPrefetch(address, 0, 3, 1)
}

/// Asks for the cache line at `address` to be written soon: an object whose
/// reference count is about to drop.
@inlinable @inline(__always)
package func prefetchForWrite(_ address: UnsafeRawPointer) {
  llvmPrefetch(address, 1, 3, 1)
}

/// How many constraints or variables a solver holds before freeing it asks
/// for its objects ahead: a smaller one's objects are still in the cache.
let largeTable = 4096
