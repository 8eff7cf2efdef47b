#if !canImport(Darwin)  // Apple's platforms have their own UIKit (see Package.swift).
  // The `UIKit` module: UIKit's layout API, under UIKit's names, on platforms
  // without Apple's UIKit. One implementation: the names are aliases of
  // LayoutCore's types (`UIView` is `View`), so there is one view tree and
  // one engine, whichever spelling a file uses.
  //
  // What is exported, and why:
  // - Foundation, as Apple's UIKit exports it (CGRect, NSCoder, Bundle...).
  // - LayoutCore and VisualFormat are imported, not exported: their own
  //   names (`View`, `LayoutConstraint`, `LayoutGuide`...) would collide with
  //   the names libraries written for UIKit declare for themselves (SnapKit's
  //   `LayoutConstraint`, TinyConstraints' `LayoutGuide`). Only the
  //   diagnostics types are exported, one declaration each: a scoped import
  //   counts as importing the module, so that members of the aliased types
  //   stay visible to packages that enable `MemberImportVisibility`, and they
  //   are the types code reads instead of UIKit's console messages.
  @_exported import Foundation
  @_exported import class LayoutCore.LayoutDiagnostics
  @_exported import struct LayoutCore.LayoutDiagnostic
  @_exported import struct VisualFormat.VisualFormatError
  import LayoutCore
  import VisualFormat
#endif
