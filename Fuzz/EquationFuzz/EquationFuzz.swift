import Foundation
import LayoutCore
import LayoutDocument

// libFuzzer entry point for the equation parser of layout documents: any bytes,
// as an equation, must parse or throw an EquationError whose offset lies inside
// the text; a parsed equation must have a finite multiplier and constant within
// the document's number limit and a priority from 1 to 1000. Nothing may trap.
// Built by Scripts/fuzz.sh through SwiftPM (AUTOLAYOUT_FUZZ=1).

/// The metrics every input may use; `tiny` and `huge` reach the edges that
/// division and sums can turn into infinities.
let fuzzMetrics: [String: CGFloat] = ["pad": 8, "neg": -4, "zero": 0, "tiny": 1e-300, "huge": 1e6, "p": 750]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  // The first byte picks the number limit, so both the default and a small one are explored.
  let maximumNumber: Double = (bytes.first ?? 0) & 1 == 0 ? 1e6 : 100
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let length = text.unicodeScalars.count
  do {
    let syntax = try EquationParser.parse(text, metrics: fuzzMetrics, maximumNumber: maximumNumber)
    let multiplier = Double(syntax.multiplier)
    let constant = Double(syntax.constant)
    check(multiplier.isFinite, "multiplier \(multiplier) is not finite in \(text.debugDescription)")
    check(constant.isFinite, "constant \(constant) is not finite in \(text.debugDescription)")
    check(abs(constant) <= maximumNumber, "constant \(constant) above \(maximumNumber) in \(text.debugDescription)")
    check(
      abs(multiplier) <= maximumNumber, "multiplier \(multiplier) above \(maximumNumber) in \(text.debugDescription)")
    check(syntax.second != nil || multiplier == 1, "a multiplier without a second item in \(text.debugDescription)")
    let priority = syntax.priority.rawValue
    check(priority >= 1 && priority <= 1000, "priority \(priority) in \(text.debugDescription)")
    for operand in [syntax.first] + (syntax.second.map { [$0] } ?? []) {
      check(!operand.item.isEmpty, "an empty item name in \(text.debugDescription)")
      check(operand.offset >= 0 && operand.offset < length, "operand offset \(operand.offset) outside \(length)")
    }
    check(
      syntax.relationOffset >= 0 && syntax.relationOffset < length,
      "relation offset \(syntax.relationOffset) outside \(length)")
  } catch {
    check(
      error.offset >= 0 && error.offset <= length,
      "error offset \(error.offset) outside 0...\(length) for \(text.debugDescription): \(error.message)")
    check(!error.message.isEmpty, "an empty message for \(text.debugDescription)")
  }
  return 0
}

/// libFuzzer's driver: parses the command line, then feeds inputs to the callback.
@_extern(c, "LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

// SwiftPM links an executable with `main=EquationFuzz_main`, which takes the place
// of libFuzzer's own `main`, so this entry point hands over to libFuzzer's driver.
@_cdecl("EquationFuzz_main")
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
