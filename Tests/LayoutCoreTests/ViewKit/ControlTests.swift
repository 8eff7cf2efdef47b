import Foundation
import Testing

@testable import LayoutCore

/// The controls' intrinsic sizes (with the default text measurer: a
/// character is half the font size wide, a line 1.2 times it tall).
@Suite struct ControlSizeTests {
  @Test func aSystemButtonIsItsTitlePlusSixAboveAndBelow() {
    let button = Button(type: .system)
    button.setTitle("Button", for: .normal)
    // 6 characters at 15 points: 45 × 18, plus 6 + 6: UIKit's "Button" is 46 × 30.
    #expect(button.intrinsicContentSize == CGSize(width: 45, height: 30))
    button.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    #expect(button.intrinsicContentSize == CGSize(width: 65, height: 38))
  }

  @Test func anEmptyButtonIsThirtySquare() {
    #expect(Button().intrinsicContentSize == CGSize(width: 30, height: 30))
  }

  @Test func titleAndImageSitSideBySide() {
    let button = Button(type: .system)
    button.setTitle("Go", for: .normal)
    button.setImage(Image(size: CGSize(width: 20, height: 24)), for: .normal)
    // image 20 + title 15; the taller of 24 and 18, plus 12.
    #expect(button.intrinsicContentSize == CGSize(width: 35, height: 36))
    #expect(button.titleLabel?.text == "Go")
    #expect(button.imageView?.image?.size == CGSize(width: 20, height: 24))
  }

  @Test func aConfigurationMeasuresWithItsInsets() {
    var configuration = Button.Configuration.filled()
    configuration.title = "Continue"
    let button = Button(configuration: configuration)
    // 8 characters at 17 points: 68 × 20.4, plus 12 + 12 and 7 + 7.
    let size = button.intrinsicContentSize
    #expect(size.width == 92)
    #expect(abs(size.height - 34.4) < 1e-9)
    #expect(button.subviews.first === button.titleLabel && button.titleLabel?.text == "Continue")
    configuration.image = Image(systemName: "arrow.right")
    configuration.imagePadding = 8
    button.configuration = configuration
    #expect(abs(button.intrinsicContentSize.width - (92 + 20 + 8)) < 1e-9)
    #expect(button.currentTitleColor == .white)
  }

  @Test func titlesFollowTheStateAndFallBackToNormal() {
    let button = Button(type: .system)
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    #expect(button.currentTitle == "Follow")
    button.isSelected = true
    #expect(button.currentTitle == "Following")
    #expect(button.intrinsicContentSize.width == 9 * 7.5)
    button.isEnabled = false
    #expect(button.currentTitle == "Follow")  // no title for selected+disabled: the normal one
    #expect(button.titleColor(for: .normal) == nil)
    #expect(button.currentTitleColor == .systemGray3)
  }

  @Test func changingTheTitleLabelsFontResizesTheButton() {
    let window = makeWindow()
    let button = Button(type: .system)
    button.setTitle("OK", for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(button)
    LayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      button.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    expectFrame(button, rect(0, 0, 15, 30))
    button.titleLabel?.font = .boldSystemFont(ofSize: 30)
    window.layoutIfNeeded()
    expectFrame(button, rect(0, 0, 30, 48))
    // The title label is a subview, centred in the button.
    #expect(button.titleLabel?.frame == rect(0, 6, 30, 36))
  }

  @Test func buttonsAlignByTheirTitlesBaseline() {
    let window = makeWindow()
    let label = constrainedLabel("Name", fontSize: 20, in: window)
    let button = Button(type: .system)
    button.setTitle("Edit", for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(button)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
    ])
    window.layoutIfNeeded()
    // The label's baseline: 100 + 20. The button's: 6 + 15 below its top.
    #expect(abs(button.frame.minY - (120 - 21)) < 1e-9)
  }

  @Test func actionsRunForTheirEventsWhileEnabled() {
    var taps = 0
    let button = Button(type: .system, primaryAction: Action(title: "Tap") { _ in taps += 1 })
    #expect(button.currentTitle == "Tap")
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    #expect(taps == 1)
    button.isEnabled = false
    button.sendActions(for: .touchUpInside)
    #expect(taps == 1)
    button.isEnabled = true
    button.removeAction(identifiedBy: "Tap", for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(taps == 1)
  }

  @Test func anImageViewIsItsImagesSize() {
    let view = ImageView(image: Image(size: CGSize(width: 48, height: 32), name: "avatar"))
    #expect(view.intrinsicContentSize == CGSize(width: 48, height: 32))
    #expect(view.frame.size == CGSize(width: 48, height: 32))
    view.image = nil
    #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    #expect(Image(systemName: "star")?.size == CGSize(width: 20, height: 20))
    #expect(Image(systemName: "") == nil)
  }

  @Test func imagesReadTheirSizeFromAPNGHeader() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("image-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // A PNG signature and IHDR chunk header: 96 × 64 pixels.
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8) + [0, 0, 0, 96, 0, 0, 0, 64, 8, 6, 0, 0, 0]
    try Data(bytes).write(to: directory.appendingPathComponent("logo@2x.png"))
    try Data("not a png".utf8).write(to: directory.appendingPathComponent("broken.png"))
    let bundle = try #require(Bundle(path: directory.path))
    let logo = try #require(Image(named: "logo", in: bundle))
    #expect(logo.size == CGSize(width: 48, height: 32))
    #expect(logo.scale == 2)
    #expect(Image(named: "broken", in: bundle) == nil)
    #expect(Image(named: "missing", in: bundle) == nil)
  }

  /// As UIKit's `UIImage(named:)`: an image found is kept by its name and
  /// bundle, and a name with no file is looked for again.
  @Test func anImageFoundByNameIsKeptAndAMissingOneLookedForAgain() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("image-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    func png(_ width: UInt8, _ height: UInt8) -> Data {
      Data(
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [
          0, 0, 0, width, 0, 0, 0, height,
        ])
    }
    let bundle = try #require(Bundle(path: directory.path))
    #expect(Image(named: "badge", in: bundle) == nil)
    try png(30, 20).write(to: directory.appendingPathComponent("badge.png"))
    #expect(Image(named: "badge", in: bundle)?.size == CGSize(width: 30, height: 20))
    try FileManager.default.removeItem(at: directory.appendingPathComponent("badge.png"))
    #expect(Image(named: "badge", in: bundle)?.size == CGSize(width: 30, height: 20))
    #expect(Image(named: "badge", in: bundle)?.name == "badge")
  }

  @Test func fixedSizeControls() {
    #expect(Switch().intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(Switch(frame: rect(5, 5, 200, 200)).frame == rect(5, 5, 51, 31))
    #expect(ActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(ProgressView().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 4))
    #expect(Slider().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 30))
  }

  @Test func aStoppedSpinnerHidesItselfAndLeavesItsStack() {
    let spinner = ActivityIndicatorView(style: .medium)
    #expect(spinner.isHidden)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
  }

  @Test func sliderValuesStayInRange() {
    let slider = Slider()
    slider.maximumValue = 10
    slider.value = 12
    #expect(slider.value == 10)
    slider.minimumValue = 2
    slider.value = 1
    #expect(slider.value == 2)
    slider.value = 6
    #expect(slider.fraction == 0.5)
  }

  @Test func textFieldsAreTheirTextOrPlaceholder() {
    let field = TextField()
    field.placeholder = "Email address"
    // 13 characters at 17 points, one 20.4-point line.
    #expect(field.intrinsicContentSize.width == 110.5)
    #expect(abs(field.intrinsicContentSize.height - 20.4) < 1e-9)
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize == CGSize(width: 124.5, height: 34))
    field.text = "someone@example.com"
    #expect(field.intrinsicContentSize.width == 19 * 8.5 + 14)
  }

  @Test func segmentsShareTheWidthEqually() {
    let control = SegmentedControl(items: ["All", "Unread", 42, Image(size: CGSize(width: 10, height: 10))])
    #expect(control.numberOfSegments == 3)
    // The widest title: "Unread" at 13 points, 39 wide, plus 12 + 12, three times.
    #expect(control.intrinsicContentSize == CGSize(width: 3 * 63, height: 32))
    control.selectedSegmentIndex = 5
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.insertSegment(withTitle: "Flagged", at: 99, animated: false)
    #expect(control.titleForSegment(at: 3) == "Flagged")
    #expect(control.imageForSegment(at: 2)?.size == CGSize(width: 10, height: 10))
    control.removeSegment(at: 0, animated: false)
    #expect(control.titleForSegment(at: 0) == "Unread")
  }

  @Test func controlsInAStackViewGetTheirSizes() {
    let window = makeWindow(width: 300, height: 400)
    let toggle = Switch()
    let label = Label(text: "Wi-Fi")
    let stack = StackView(arrangedSubviews: [label, toggle])
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: window.topAnchor),
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(toggle.frame == rect(249, 0, 51, 31))
    #expect(label.frame.width == 249)
  }
}
