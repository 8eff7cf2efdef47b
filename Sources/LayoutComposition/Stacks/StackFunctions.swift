import LayoutCore

/// Experimental: a creation closure for a horizontal `StackView` whose
/// arranged views are listed in a block that gets the owner.
///
/// Use it as the initial value of a `@Subview`:
///
/// ```swift
/// final class PeruFlag: Superview {
///   let leftStripe = View()
///   let centerStripe = View()
///   let rightStripe = View()
///
///   @Subview(.pin, { $0.distribution = .fillEqually })
///   var flagStack = _HorizontalStack { (self) in
///     self.leftStripe
///     self.centerStripe
///     self.rightStripe
///   }
/// }
/// ```
///
/// The underscore marks it experimental, as in Subviews: it may change.
public func _HorizontalStack<Owner>(
  @ArrangedViewsBuilder _ views: @escaping (Owner) -> [View]
) -> (Owner) -> StackView {
  stackMaker(axis: .horizontal, views)
}

/// Experimental: a creation closure for a vertical `StackView` whose
/// arranged views are listed in a block that gets the owner.
///
/// ```swift
/// @Subview(.pin, { $0.distribution = .fillEqually })
/// var flagStack = _VerticalStack { (self) in
///   Swatch(color: self.topColor)
///   Swatch(color: self.bottomColor)
/// }
/// ```
///
/// The underscore marks it experimental, as in Subviews: it may change.
public func _VerticalStack<Owner>(
  @ArrangedViewsBuilder _ views: @escaping (Owner) -> [View]
) -> (Owner) -> StackView {
  stackMaker(axis: .vertical, views)
}

/// A closure that makes a stack of `axis` from the owner's views.
private func stackMaker<Owner>(
  axis: LayoutConstraint.Axis, _ views: @escaping (Owner) -> [View]
) -> (Owner) -> StackView {
  { owner in
    let stack = StackView(arrangedSubviews: views(owner))
    stack.axis = axis
    return stack
  }
}
