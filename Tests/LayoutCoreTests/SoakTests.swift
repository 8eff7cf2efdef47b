import Foundation
import Testing

@testable import LayoutCore

/// Long random sequences on a view tree: views come and go, constraints are
/// activated, changed and deactivated, views hide and show. After every layout
/// all frames are finite. Each round ends with every view gone; then the solver
/// holds at most the window's own width and height pins, and a second round on
/// the same window ends with exactly what the first left (nothing accumulates).
/// Seeded, so a failure names its seed.
@Suite struct SoakTests {
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test(arguments: 0..<8)
  func randomEditsKeepLayoutSaneAndLeakNothing(seed: Int) {
    let window = Window(size: CGSize(width: 400, height: 800), displayScale: 2)
    let first = round(window, seed: seed, salt: 1)
    let second = round(window, seed: seed, salt: 2)
    #expect(first.constraints <= 2 && first.variables <= 2, "seed \(seed): \(first) left after round 1")
    #expect(second == first, "seed \(seed): round 2 left \(second), round 1 left \(first)")
  }

  /// One round of 300 random steps; returns what the solver holds once every view is gone.
  func round(_ window: Window, seed: Int, salt: UInt64) -> (constraints: Int, variables: Int) {
    var rng = Generator(state: UInt64(seed) &* 7919 &+ salt)
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    let xAttributes: [KeyPath<View, XAxisAnchor>] = [\.leadingAnchor, \.trailingAnchor, \.centerXAnchor, \.leftAnchor]
    let yAttributes: [KeyPath<View, YAxisAnchor>] = [\.topAnchor, \.bottomAnchor, \.centerYAnchor]

    for step in 0..<300 {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0, 1:
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = Bool.random(using: &rng)
        view.frame = CGRect(x: 10, y: 10, width: 50, height: 30)
        let parent = views.isEmpty || Bool.random(using: &rng) ? window : views.randomElement(using: &rng)!
        parent.addSubview(view)
        views.append(view)
      case 2:
        if let index = views.indices.randomElement(using: &rng) {
          let view = views.remove(at: index)
          view.removeFromSuperview()
          // Its subviews left the tree with it.
          views.removeAll { !$0.isDescendant(of: window) }
        }
      case 3, 4:
        guard let a = views.randomElement(using: &rng) else { continue }
        let b: View = views.randomElement(using: &rng) ?? window
        let constant = CGFloat(Int.random(in: -50...200, using: &rng))
        let constraint: LayoutConstraint
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
          constraint = a[keyPath: xAttributes.randomElement(using: &rng)!].constraint(
            equalTo: b[keyPath: xAttributes.randomElement(using: &rng)!], constant: constant)
        case 1:
          constraint = a[keyPath: yAttributes.randomElement(using: &rng)!].constraint(
            greaterThanOrEqualTo: b[keyPath: yAttributes.randomElement(using: &rng)!], constant: constant)
        default:
          constraint = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5, constant: abs(constant))
        }
        constraint.priority = [LayoutPriority.required, .defaultHigh, .defaultLow, 999].randomElement(using: &rng)!
        constraint.isActive = true
        constraints.append(constraint)
      case 5:
        if let index = constraints.indices.randomElement(using: &rng) { constraints.remove(at: index).isActive = false }
      case 6:
        constraints.randomElement(using: &rng)?.constant = CGFloat(Int.random(in: -100...300, using: &rng))
      case 7:
        constraints.randomElement(using: &rng)?.priority = [.required, .defaultHigh, 500].randomElement(using: &rng)!
      case 8:
        if let view = views.randomElement(using: &rng) { view.isHidden.toggle() }
      default:
        window.layoutIfNeeded()
        for view in views {
          let f = view.frame
          #expect(
            f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite, "seed \(seed) step \(step)")
        }
      }
    }
    window.layoutIfNeeded()
    for constraint in constraints { constraint.isActive = false }
    for view in window.subviews { view.removeFromSuperview() }
    window.layoutIfNeeded()
    return (window.layoutEngine.solver.constraintCount, window.layoutEngine.solver.variableCount)
  }
}
