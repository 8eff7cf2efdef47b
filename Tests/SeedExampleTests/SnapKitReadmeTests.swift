import AutoLayout
import Testing

// SnapKit's README example as its readers type it, with `import AutoLayout`
// and the `UI` prefixes dropped, nothing else changed.
private final class MyViewController: ViewController {
  lazy var box = View()

  override func viewDidLoad() {
    super.viewDidLoad()

    self.view.addSubview(box)
    box.backgroundColor = .green
    box.snp.makeConstraints { (make) -> Void in
      make.width.height.equalTo(50)
      make.center.equalTo(self.view)
    }
  }
}

@Suite struct SnapKitReadmeTests {
  @Test func theReadmeBoxIsCentredInTheControllersView() {
    let window = Window(size: CGSize(width: 320, height: 480))
    let controller = MyViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.box.frame == CGRect(x: 135, y: 215, width: 50, height: 50))
    #expect(controller.box.backgroundColor == .green)
  }
}
