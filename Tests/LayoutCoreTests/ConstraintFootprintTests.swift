import Cassowary
import Foundation
import Testing

@testable import LayoutCore

#if canImport(Glibc)
  // glibc's `malloc_usable_size` (in <malloc.h>, which the Glibc module leaves out).
  @_silgen_name("malloc_usable_size")
  private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int
#endif

/// Every view of a large screen carries four or five constraints: their size
/// on the heap is what a 10,000-view screen writes out of the cache, so it is
/// held here. The changes that keep them small must not change what they do.
@Suite struct ConstraintFootprintTests {
  #if canImport(Glibc)
    /// The bytes glibc's allocator gives an object (its block less the header).
    private func heapBytes(_ object: AnyObject) -> Int {
      mallocUsableSize(Unmanaged.passUnretained(object).toOpaque())
    }

    @Test func aLayoutConstraintAndItsSolverConstraintStayInTheirHeapBlocks() {
      let window = makeWindow()
      let a = constrainedView("a", in: window)
      let b = constrainedView("b", in: window)
      let constraint = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)
      constraint.identifier = "a below b"
      constraint.isActive = true
      window.layoutIfNeeded()
      // 168 bytes: a 176-byte block (192 with the sign of its constant stored).
      #expect(heapBytes(constraint) <= 168)
      // Three terms inline: one 113-byte object in a 128-byte block, where
      // an expression's array made it two blocks (80 and 112 bytes).
      let linear = try! #require(constraint.engineState.linear)
      #expect(linear.terms.count == 3)
      #expect(heapBytes(linear) <= 120)
    }

    /// A plain view keeps what most views never set (margins, guides, looks)
    /// apart, in extras made on first use: its own block holds the tree
    /// links, frame, flags and lists a layout walks.
    @Test func aPlainViewStaysInItsHeapBlock() {
      // The allocator may hand one object a larger block it had free, so
      // the smallest of a few fresh views is the view's own size.
      let views = (0..<32).map { _ in View() }
      let smallest = views.map(heapBytes).min() ?? 0
      // 264 bytes: a 272-byte block. A stored property added to `View`
      // costs every view of a screen; put it in the extras unless a layout reads it.
      #expect(smallest <= 264)
      #expect(smallest >= 200, "a view smaller than its known fields: the measurement is wrong")
    }
  #endif

  @Test func anUpperBoundTakesANewConstantInPlace() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let bound = box.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
    let wish = box.widthAnchor.constraint(equalToConstant: 500)
    wish.priority = .defaultLow
    let placement = [
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor), box.heightAnchor.constraint(equalToConstant: 20),
    ]
    LayoutConstraint.activate(placement + [bound, wish])
    window.layoutIfNeeded()
    #expect(box.frame.width == 100)
    let linear = bound.engineState.linear
    // Sent to the solver as `100 - width >= 0`: each new constant keeps that sign.
    for constant: CGFloat in [150, 40] {
      bound.constant = constant
      window.layoutIfNeeded()
      #expect(box.frame.width == constant)
    }
    #expect(bound.engineState.linear === linear)
  }
}
