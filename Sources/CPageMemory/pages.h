#ifndef CPAGEMEMORY_H
#define CPAGEMEMORY_H

#include <stddef.h>

#if defined(__linux__)
// Linux's mremap, which Swift's Glibc module does not show (glibc declares
// it only for _GNU_SOURCE, and Swift cannot call a C function with a
// variable argument list). Declared here as glibc declares it.
extern void *mremap(void *old_address, size_t old_size, size_t new_size, int flags, ...);

// Grows a mapping of whole pages to `new_size` bytes, moving it if it must:
// the kernel moves the pages themselves, so the bytes are not copied.
// Returns the new address, or NULL if the mapping could not grow.
static inline void *autolayout_pages_grow(void *address, size_t old_size, size_t new_size) {
  void *grown = mremap(address, old_size, new_size, 1 /* MREMAP_MAYMOVE */);
  return grown == (void *)-1 ? NULL : grown;
}
#endif

#endif
