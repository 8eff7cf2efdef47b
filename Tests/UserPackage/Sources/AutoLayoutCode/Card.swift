import AutoLayout

/// Everyday subclass code with `import AutoLayout`: its own `top` and
/// `width` must not collide with anything the umbrella links.
public final class Card: View {
  public let top = View()
  public var width: CGFloat = 3

  public func build() -> CGFloat {
    top.snp.makeConstraints { make in
      make.edges.equalToSuperview()
    }
    return Card().width + width
  }
}
