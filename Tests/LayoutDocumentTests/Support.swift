import Foundation
import LayoutCore
import Testing

@testable import LayoutDocument

/// Lays out a document and returns every named view's frame (in its superview's coordinates).
func frames(
  _ text: String, file: String = "test.yaml", options: LayoutDocument.Options = .init()
) throws -> [String: CGRect] {
  let document = try LayoutDocument(text: text, file: file, options: options)
  document.layoutIfNeeded()
  return document.views.mapValues(\.frame)
}

/// The error a document throws, or nil.
func documentError(
  _ text: String, file: String = "test.yaml", options: LayoutDocument.Options = .init()
) -> LayoutDocumentError? {
  do {
    _ = try LayoutDocument(text: text, file: file, options: options)
    return nil
  } catch {
    return error
  }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}
