// MARK: - Walking a list of objects without retaining them

nonisolated extension Array where Element: AnyObject {
  /// Calls `body` with each element in order, borrowed from the array.
  ///
  /// Why: a `for` loop over an array of references retains and releases
  /// each element, two atomic operations that wait for the stores before
  /// them, and at 10,000 views a write to every object of a screen out of
  /// the cache. The array (this value, which is a copy of any list it was
  /// read from) holds every element for the whole call, so `body` may
  /// change the list it came from.
  @inline(__always)
  func forEachBorrowed(_ body: (Element) -> Void) {
    withBuffer { list in
      for index in list.indices { Borrowed(list[index]).read(body) }
    }
  }

  /// ``forEachBorrowed(_:)`` from the last element to the first.
  @inline(__always)
  func forEachBorrowedInReverse(_ body: (Element) -> Void) {
    withBuffer { list in
      for index in list.indices.reversed() {
        Borrowed(list[index]).read(body)
      }
    }
  }
}

extension Array where Element == View {
  /// ``forEachBorrowed(_:)`` with each view's index; with `parts`, the
  /// views ahead are asked for as the walk goes (see
  /// `Prefetch.aheadOfViews(of:count:reading:_:)`), for a walk over views
  /// made long before.
  @inline(__always)
  func forEachBorrowed(askingAheadFor parts: Prefetch.ViewParts?, _ body: (Int, View) -> Void) {
    withBuffer { list in
      for index in list.indices {
        if let parts {
          Prefetch.aheadOfViews(of: index, count: list.count, reading: parts) { Unmanaged.passUnretained(list[$0]) }
        }
        Borrowed(list[index]).read { body(index, $0) }
      }
    }
  }
}
