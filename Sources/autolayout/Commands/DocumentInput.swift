import Foundation
import LayoutCore
import LayoutDocument

/// Reading a layout document named on the command line: a path, or `-` for
/// standard input; errors become `file:line:column: error: …` with status 2.
@MainActor enum DocumentInput {
  /// The name errors give a document read from standard input.
  static let standardInputName = "<stdin>"

  /// Reads and builds the document at `path` (`-` reads standard input).
  static func read(_ path: String, options: LayoutDocument.Options) throws -> LayoutDocument {
    do {
      if path == "-" {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let text = String(data: data, encoding: .utf8) else {
          throw CommandError("standard input is not UTF-8 text", file: standardInputName, line: 1, column: 1)
        }
        return try LayoutDocument(text: text, file: standardInputName, options: options)
      }
      guard FileManager.default.fileExists(atPath: path) else {
        throw CommandError("no such file: \(path)")
      }
      return try LayoutDocument(contentsOfFile: path, options: options)
    } catch let error as LayoutDocumentError {
      throw CommandError(
        error.message + limitHint(error.message), file: error.file, line: error.line, column: error.column)
    }
  }

  /// How to raise a limit the message names.
  private static func limitHint(_ message: String) -> String {
    message.contains("views and guides") ? " (pass --max-views to allow more)" : ""
  }

  /// The options for the canvas overrides and the view limit of a command.
  static func options(
    width: Double? = nil, height: Double? = nil, scale: Double? = nil, rtl: Bool, maxViews: Int?
  ) -> LayoutDocument.Options {
    LayoutDocument.Options(
      width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }, displayScale: scale.map { CGFloat($0) },
      layoutDirection: rtl ? .rightToLeft : nil,
      limits: LayoutDocument.Limits(maximumViews: maxViews ?? LayoutDocument.Limits().maximumViews))
  }
}
