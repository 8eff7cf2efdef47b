import Testing
import UIKit

@testable import AppCode

/// Tests as a new app's test target writes them: the main actor is the
/// default isolation here too, so no test is marked `@MainActor`.
@Test func theBadgeSitsAtTheTrailingMarginBelowTheStatusBar() {
  let inbox = showInbox()
  let screen = UIScreen.main.bounds
  #expect(inbox.badgeFrame == CGRect(x: screen.width - 16 - 60, y: 62 + 8, width: 60, height: 24))
  #expect(inbox.badgeLayouts > 0)
}

@Test func aTaskStartedInViewDidAppearUpdatesTheController() async {
  let inbox = showInbox()
  inbox.viewDidAppear(false)
  for _ in 0..<100 where inbox.loadedCount == nil { await Task.yield() }
  #expect(inbox.loadedCount == 7)
}

@Test func theSignInButtonSitsAboveTheKeyboardGuide() throws {
  let delegate = launch()
  let controller = try #require(delegate.window?.rootViewController as? SignInViewController)
  let screen = UIScreen.main.bounds
  #expect(controller.signIn.frame.maxY == screen.height - 34 - 12)
  #expect(abs(controller.email.frame.maxY - (controller.signIn.frame.minY - 12)) < 1e-9)
  #expect(controller.email.accessibilityLabel == "Email address")
  #expect(controller.signIn.accessibilityLabel == "Sign In")
  #expect(controller.email.tintColor == .systemIndigo)
}
