import Testing
import UIKit
import UIKitCode

@Test @MainActor func theProfileHeaderSitsBelowTheStatusBar() {
  #expect(showProfile() == CGRect(x: 16, y: 62, width: 370, height: 80))
}
