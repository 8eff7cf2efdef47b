import LayoutCore

// MARK: - A view's system guides

extension ConstraintDSL where Item: View {
  /// The maker namespace of the view's safe-area guide:
  /// `make.top.equalTo(view.snp.safeAreaLayoutGuide.snp.top)` reads
  /// `make.top.equalTo(view.snp.safeAreaLayoutGuide.top)`.
  public var safeAreaLayoutGuide: ConstraintDSL<LayoutGuide> {
    ConstraintDSL<LayoutGuide>(item: item.safeAreaLayoutGuide)
  }

  /// The maker namespace of the view's layout-margins guide.
  public var layoutMarginsGuide: ConstraintDSL<LayoutGuide> {
    ConstraintDSL<LayoutGuide>(item: item.layoutMarginsGuide)
  }

  /// The maker namespace of the view's readable-content guide.
  public var readableContentGuide: ConstraintDSL<LayoutGuide> {
    ConstraintDSL<LayoutGuide>(item: item.readableContentGuide)
  }
}
