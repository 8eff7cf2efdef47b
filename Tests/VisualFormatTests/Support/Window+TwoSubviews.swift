import LayoutCore

extension Window {
  /// Two new subviews made by `make`, laid out by constraints; `top`
  /// pins each to the window's top and makes it 10 points tall.
  func twoSubviews<V: View>(top: Bool = false, _ make: () -> V) -> (V, V) {
    let pair = (make(), make())
    for view in [pair.0, pair.1] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
      if top {
        view.topAnchor.constraint(equalTo: topAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
      }
    }
    return pair
  }
}
