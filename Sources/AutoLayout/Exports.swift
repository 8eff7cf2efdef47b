// `import AutoLayout` brings every way of writing constraints, as one import:
// UIKit-style anchors (LayoutCore), the operator DSL, the SnapKit-compatible
// maker, Visual Format strings and TinyVFL, Subviews-style composition, and the
// frame engine. A SnapKit user ports by changing `import SnapKit` to this.
// The solver's own types stay behind `import Cassowary`. Foundation comes
// along, as it does with UIKit: CGRect, CGSize, CGPoint and NSCoder are in
// scope for code that imported UIKit alone.
@_exported import Foundation
@_exported import FrameLayout
@_exported import LayoutComposition
@_exported import LayoutCore
@_exported import LayoutMaker
@_exported import LayoutOperators
@_exported import VisualFormat
