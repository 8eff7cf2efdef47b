/// The exit statuses of every subcommand, as Unix tools use them, so that
/// scripts can tell a layout with problems from a file that could not be read.
enum ExitStatus {
  /// The command did what it was asked, and found no layout problem.
  static let clean: Int32 = 0
  /// Layout problems were found (`check`, or `--strict` on `render` and `vfl`).
  static let problems: Int32 = 1
  /// The input or the command line is invalid: a missing file, invalid YAML,
  /// an unknown key, a bad option value.
  static let invalid: Int32 = 2

  /// The paragraph that ends each subcommand's `--help`.
  static let help = """
    Exit status: 0 when all went well, 1 when layout problems were found \
    (check, or --strict), 2 when the input or the command line is invalid.
    """
}
