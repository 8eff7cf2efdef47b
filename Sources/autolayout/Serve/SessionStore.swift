import Foundation
import LayoutCore
import LayoutPlayground

/// The playground's sessions, newest last; the oldest go when there are too many.
///
/// Sessions hold view trees, which live on the main actor as every view
/// does: they are made, edited and read there only, and only `Sendable`
/// results leave it.
@MainActor final class SessionStore {
  private var sessions: [(id: String, session: PlaygroundSession)] = []
  private let capacity: Int
  private let textMeasurer: any TextMeasurer & Sendable
  private var counter = 0

  init(capacity: Int = 32, textMeasurer: any TextMeasurer & Sendable) {
    self.capacity = capacity
    self.textMeasurer = textMeasurer
  }

  /// Lays a request out in a new session; returns its id and first result.
  func create(_ request: PlaygroundRequest) throws(PlaygroundError) -> (id: String, result: PlaygroundResult) {
    let session = try PlaygroundSession(request, textMeasurer: textMeasurer)
    counter += 1
    let id = "s\(counter)"
    sessions.append((id, session))
    if sessions.count > capacity { sessions.removeFirst(sessions.count - capacity) }
    return (id, session.result())
  }

  /// Lays a request out without keeping it.
  func layout(_ request: PlaygroundRequest) throws(PlaygroundError) -> PlaygroundResult {
    try PlaygroundSession(request, textMeasurer: textMeasurer).result()
  }

  /// Runs `body` on a session; nil if there is no session with that id (it may have been dropped).
  func with<T: Sendable>(_ id: String, _ body: @MainActor (PlaygroundSession) throws(PlaygroundError) -> T)
    throws(PlaygroundError) -> T?
  {
    guard let session = sessions.first(where: { $0.id == id })?.session else { return nil }
    return try body(session)
  }
}
