import Foundation

/// A rectangle that bars cover, with anchors, as UIKit's deprecated
/// `UILayoutSupport`: what ``ViewController/topLayoutGuide`` and
/// ``ViewController/bottomLayoutGuide`` return.
///
/// Code written before the safe area (iOS 11) pins content to these; new
/// code uses ``View/safeAreaLayoutGuide``.
public protocol LayoutSupport: AnyObject {
  /// How tall the covered part is, as of the last layout pass.
  var length: CGFloat { get }
  /// The top of the covered part.
  var topAnchor: YAxisAnchor { get }
  /// The bottom of the covered part.
  var bottomAnchor: YAxisAnchor { get }
  /// The height of the covered part.
  var heightAnchor: DimensionAnchor { get }
}
