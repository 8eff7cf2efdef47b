// `import AutoLayout` brings the ways of writing constraints that add no
// names to your views: UIKit-style anchors (LayoutCore), the SnapKit-compatible
// maker (`view.snp`), Visual Format strings and TinyVFL, Subviews-style
// composition, and the frame engine. A SnapKit user ports by changing
// `import SnapKit` to this.
//
// The operator DSL is its own product and import, `LayoutOperators`: it
// gives every view `width`, `height`, `top`, `left`, `edges`, `size`,
// `center`…, and those names made a subclass's own `var width` or
// `let left = View()` (everyday SnapKit and Subviews code) fail to compile.
// Not even linked here: a package that does not enable
// MemberImportVisibility sees the members of every module it links.
//
// The solver's own types stay behind `import Cassowary`. Foundation comes
// along, as it does with UIKit: CGRect, CGSize, CGPoint and NSCoder are in
// scope for code that imported UIKit alone.
@_exported import Foundation
@_exported import FrameLayout
@_exported import LayoutComposition
@_exported import LayoutCore
@_exported import LayoutMaker
@_exported import VisualFormat
