#if !canImport(Darwin)  // Apple's platforms have their own UIKit (see Package.swift).
  /// Runs `body` and returns its result, as the Objective-C runtime's
  /// `autoreleasepool(invoking:)`, which code written for Apple's platforms
  /// wraps around loops that make many objects. Without the Objective-C
  /// runtime nothing is autoreleased: objects go when their last reference does.
  public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
  }
#endif
