#if canImport(Glibc)
  import Glibc
#endif

// libFuzzer entry point for the solver: the bytes drive a sequence of adds,
// removes, constant and strength changes, edit variables and suggestions over
// a few variables. After every step the required constraints must hold (the
// solver's promise), and a rejected call must leave the values unchanged.
// Built by Scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  var input = ByteReader(bytes: Array(UnsafeBufferPointer(start: data, count: count)))
  let variables = (0..<5).map { Variable("v\($0)") }
  let solver = Solver()
  var live: [LinearConstraint] = []
  var constants: [ObjectIdentifier: Double] = [:]
  var edits: Set<Int> = []
  let strengths: [Strength] = [.required, .strong, .medium, .weak, .create(1, 2, 3)]

  // A box keeps every optimum bounded, as real layouts are.
  for v in variables {
    for c in [v >= -1000, v <= 1000] {
      try! solver.addConstraint(c)
      live.append(c)
    }
  }
  // FUZZ_TRACE=1 prints each operation, to turn a crash into a test.
  let trace = getenv("FUZZ_TRACE") != nil
  func log(_ text: @autoclosure () -> String) { if trace { fputs(text() + "\n", stderr) } }
  /// The weighted error of the non-required constraints as the solver holds them.
  func weightedError() -> Double {
    var total = 0.0
    for c in live {
      guard let strength = solver.strength(of: c), !strength.isRequired else { continue }
      var v = solver.constant(of: c)!
      for t in c.expression.terms { v += t.coefficient * solver.value(of: t.variable) }
      let violation = c.relation == .equal ? abs(v) : c.relation == .lessThanOrEqual ? max(0, v) : max(0, -v)
      total += strength.value * violation
    }
    return total
  }

  while let op = input.next() {
    let before = variables.map { solver.value(of: $0) }
    let errorBefore = weightedError()
    var rejected = false
    do {
      switch op % 8 {
      case 7:
        // Probing ambiguity must leave every value exactly as it was, and the
        // current value must lie in the range.
        let v = variables[Int(input.next() ?? 0) % 5]
        log("valueRange \(v)")
        let values = variables.map { solver.value(of: $0) }
        if let range = solver.valueRange(of: v) {
          let current = solver.value(of: v)
          precondition(
            range.contains(current) || abs(range.lowerBound - current) < 1e-9 || abs(range.upperBound - current) < 1e-9,
            "value \(current) outside its range \(range)")
        }
        precondition(variables.map { solver.value(of: $0) } == values, "valueRange changed the values")
      case 0, 1:
        var e = LinearExpression(constant: input.number())
        for _ in 0..<(1 + Int(input.next() ?? 0) % 3) {
          e.terms.append(Term(variables[Int(input.next() ?? 0) % 5], input.number() / 8))
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(input.next() ?? 0) % 3]
        let c = LinearConstraint(e, relation, strength: strengths[Int(input.next() ?? 0) % strengths.count])
        log("add \(c)")
        try solver.addConstraint(c)
        live.append(c)
      case 2:
        if !live.isEmpty {
          let c = live.remove(at: Int(input.next() ?? 0) % live.count)
          log("remove \(c)")
          try solver.removeConstraint(c)
          constants[ObjectIdentifier(c)] = nil
        }
      case 3:
        if !live.isEmpty {
          let c = live[Int(input.next() ?? 0) % live.count]
          let k = input.number()
          log("setConstant \(k) for \(c)")
          try solver.setConstant(k, for: c)
          constants[ObjectIdentifier(c)] = k
        }
      case 4:
        if !live.isEmpty {
          let c = live[Int(input.next() ?? 0) % live.count]
          let strength = strengths[Int(input.next() ?? 0) % strengths.count]
          log("setStrength \(strength) for \(c)")
          try solver.setStrength(strength, for: c)
        }
      case 5:
        let i = Int(input.next() ?? 0) % 5
        if edits.contains(i) {
          log("removeEdit v\(i)")
          try solver.removeEditVariable(variables[i])
          edits.remove(i)
        } else {
          let strength = strengths[1 + Int(input.next() ?? 0) % 3]
          log("addEdit v\(i) \(strength)")
          try solver.addEditVariable(variables[i], strength: strength)
          edits.insert(i)
        }
      default:
        if let i = edits.min() {
          let value = input.number() * 4
          log("suggest v\(i) \(value)")
          try solver.suggestValue(variables[i], value)
        }
      }
    } catch {
      log("  -> rejected: \(error)")
      rejected = true
      if case .internalSolverError = error { preconditionFailure("internal solver error: \(error)") }
    }
    if rejected {
      let after = variables.map { solver.value(of: $0) }
      if op % 8 == 4 {
        // A rejected strength change re-adds the constraint as it was. The optimum
        // may not be unique (the solver may land on another point of an optimal
        // face), so compare the objective, not the point.
        let errorAfter = weightedError()
        precondition(
          abs(errorAfter - errorBefore) <= 1e-9 * (1 + abs(errorBefore)),
          "a rejected strength change moved the weighted error from \(errorBefore) to \(errorAfter)")
      } else {
        precondition(after == before, "a rejected call changed the values: \(before) -> \(after)")
      }
    }
    // Every required constraint, with the constant the solver holds, must hold.
    for c in live where solver.strength(of: c)?.isRequired == true {
      var v = solver.constant(of: c)!
      for t in c.expression.terms { v += t.coefficient * solver.value(of: t.variable) }
      let scale = 1 + abs(v) + c.expression.terms.reduce(0) { $0 + abs($1.coefficient) * 1000 }
      let tolerance = 1e-7 * scale
      switch c.relation {
      case .equal: precondition(abs(v) <= tolerance, "required \(c) off by \(v)")
      case .lessThanOrEqual: precondition(v <= tolerance, "required \(c) off by \(v)")
      case .greaterThanOrEqual: precondition(v >= -tolerance, "required \(c) off by \(v)")
      }
    }
  }
  return 0
}

/// Reads the fuzzer's bytes as small integers and numbers.
struct ByteReader {
  var bytes: [UInt8]
  var position = 0
  mutating func next() -> UInt8? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return bytes[position]
  }
  /// A number in -127...128 in steps of 1, sometimes scaled to test magnitudes.
  mutating func number() -> Double {
    let base = Double(Int(next() ?? 128) - 127)
    switch (next() ?? 0) % 4 {
    case 0: return base
    case 1: return base / 4
    case 2: return base * 10
    default: return 0
    }
  }
}
