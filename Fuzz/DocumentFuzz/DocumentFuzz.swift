import Foundation
import LayoutCore
import LayoutDocument

// libFuzzer entry point for layout documents: any bytes, as YAML or JSON, must
// either build and lay out with finite frames, or throw a LayoutDocumentError
// whose line and column lie inside the input. Nothing may trap, hang or leak.
// Built by Scripts/fuzz.sh through SwiftPM (AUTOLAYOUT_FUZZ=1).

/// Small limits keep one input fast: the fuzzer is after parser and builder
/// bugs, not the cost of solving thousands of constraints.
let fuzzLimits = LayoutDocument.Limits(
  maximumFileSize: 8_192, maximumViews: 40, maximumDepth: 8, maximumConstraints: 80, maximumMetrics: 16,
  maximumNumber: 100_000)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  // The first byte picks canvas overrides, so the same document is also laid out
  // right to left and at another width; the rest is the document (JSON is YAML).
  let selector = bytes.first ?? 0
  var options = LayoutDocument.Options(limits: fuzzLimits)
  if selector & 1 != 0 { options.layoutDirection = .rightToLeft }
  if selector & 2 != 0 { options.width = 200 }
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  do {
    let document = try LayoutDocument(text: text, file: "fuzz.yaml", options: options)
    for constraint in document.constraints {
      check(
        constraint.constant.isFinite && constraint.multiplier.isFinite,
        "constraint \(constraint) is not finite in \(text.debugDescription)")
    }
    document.layoutIfNeeded()
    for (name, view) in document.views {
      let frame = view.frame
      check(
        [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite),
        "view \(name) has frame \(frame) in \(text.debugDescription)")
    }
  } catch {
    check(error.file == "fuzz.yaml", "error names file \(error.file)")
    check(!error.message.isEmpty, "an empty message for \(text.debugDescription)")
    let lines = sourceLines(text)
    check(
      error.line >= 1 && error.line <= lines.count,
      "line \(error.line) outside 1...\(lines.count) for \(text.debugDescription): \(error)")
    let width = lines[error.line - 1]
    check(
      error.column >= 1 && error.column <= width + 1,
      "column \(error.column) outside 1...\(width + 1) on line \(error.line) for \(text.debugDescription): \(error)")
  }
  return 0
}

/// The length in Unicode scalars of each line, with the breaks YAML knows
/// (LF, CR, CR LF, NEL, LS, PS), so that any position the YAML parser reports
/// counts as inside.
func sourceLines(_ text: String) -> [Int] {
  var lines: [Int] = []
  var current = 0
  var previousWasCR = false
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\n" where previousWasCR:
      previousWasCR = false
    case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
      lines.append(current)
      current = 0
      previousWasCR = scalar == "\r"
    default:
      current += 1
      previousWasCR = false
    }
  }
  lines.append(current)
  return lines
}

/// libFuzzer's driver: parses the command line, then feeds inputs to the callback.
@_extern(c, "LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

// SwiftPM links an executable with `main=DocumentFuzz_main`, which takes the place
// of libFuzzer's own `main`, so this entry point hands over to libFuzzer's driver.
@_cdecl("DocumentFuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var argc = argc
  var argv = argv
  return runFuzzerDriver(&argc, &argv, fuzzOneInput)
}

/// Traps with the message when the condition fails; unlike `precondition`, which
/// drops its message in optimized builds, this says what broke in the fuzzer's log.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}
