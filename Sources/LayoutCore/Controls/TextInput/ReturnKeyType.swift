/// The title of the keyboard's return key, as UIKit's `UIReturnKeyType`.
nonisolated public enum ReturnKeyType: Int, Sendable, Hashable, CaseIterable {
  /// Return.
  case `default`
  /// Go.
  case go
  /// Google.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo.
  case yahoo
  /// Done.
  case done
  /// Emergency Call.
  case emergencyCall
  /// Continue.
  case `continue`
}
