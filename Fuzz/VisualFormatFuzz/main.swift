// libFuzzer entry point for the Visual Format parser: any bytes, as a format
// string, must parse or throw a VisualFormatError whose offset lies inside the
// string; nothing may trap. Built by Scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  // The first byte picks which names are views and which are metrics.
  let selector = bytes.first ?? 0
  let format = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let names = ["a", "b", "c", "view", "_x", "p"]
  var views = Set<String>()
  var metrics: [String: Double] = [:]
  for (i, name) in names.enumerated() {
    if selector & (1 << i) != 0 { metrics[name] = Double(i) * 7.5 - 10 } else { views.insert(name) }
  }
  var parser = VisualFormatParser(format, viewNames: views, metrics: metrics)
  do {
    let syntax = try parser.parse()
    precondition(!syntax.views.isEmpty, "a parsed format has at least one view")
    precondition(syntax.connections.count == syntax.views.count - 1, "one connection between neighbours")
  } catch {
    precondition(
      error.offset >= 0 && error.offset <= format.count, "error offset \(error.offset) outside \(format.count)")
    precondition(!error.message.isEmpty)
  }
  return 0
}
