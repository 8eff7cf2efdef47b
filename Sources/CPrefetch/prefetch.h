#ifndef CPREFETCH_H
#define CPREFETCH_H

// Hints that the cache lines at an address will be read soon (x86's
// PREFETCHT0, ARM's PRFM). Swift has no prefetch of its own; a static
// inline function in a header imported into Swift compiles to the one
// instruction. A hint never faults, whatever the address.
static inline void autolayout_prefetch(const void *address) {
  __builtin_prefetch(address, 0, 3);
}

// The same hint for lines about to be written (PREFETCHW): an object whose
// reference count is about to drop.
static inline void autolayout_prefetch_write(const void *address) {
  __builtin_prefetch(address, 1, 3);
}

#endif
