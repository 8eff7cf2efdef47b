import Cassowary
import Foundation

extension Workload {
  /// Reads a workload from JSON data.
  /// - Throws: ``WorkloadError`` naming the JSON path of the first problem.
  public static func parse(_ data: Data) throws(WorkloadError) -> Workload {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw WorkloadError("$", "not valid JSON (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error))")
    }
    return try Parser().workload(root)
  }
}

/// Walks the decoded JSON, keeping paths for error messages.
private struct Parser {
  func object(_ value: Any, _ path: String) throws(WorkloadError) -> [String: Any] {
    guard let object = value as? [String: Any] else { throw WorkloadError(path, "expected an object") }
    return object
  }

  func array(_ value: Any?, _ path: String) throws(WorkloadError) -> [Any] {
    guard let array = value as? [Any] else { throw WorkloadError(path, "expected an array") }
    return array
  }

  func number(_ value: Any?, _ path: String) throws(WorkloadError) -> Double {
    // On Linux every NSNumber casts to Bool; JSON true/false arrive as a distinct boolean type.
    guard let number = value as? NSNumber, String(describing: type(of: number)) != "__NSCFBoolean",
      number.doubleValue.isFinite
    else {
      throw WorkloadError(path, "expected a finite number")
    }
    return number.doubleValue
  }

  func workload(_ root: Any) throws(WorkloadError) -> Workload {
    let top = try object(root, "$")
    if let format = top["format"], format as? String != "cassowary-system/1" {
      throw WorkloadError("$.format", "expected \"cassowary-system/1\"")
    }
    var names: [String] = []
    for (i, name) in try array(top["variables"], "$.variables").enumerated() {
      guard let name = name as? String else { throw WorkloadError("$.variables[\(i)]", "expected a string") }
      names.append(name)
    }
    let variables = names.map { Variable($0) }
    var index: [String: Int] = [:]
    for (i, name) in names.enumerated() where index[name] == nil { index[name] = i }

    func variable(_ value: Any?, _ path: String) throws(WorkloadError) -> Int {
      if let name = value as? String {
        guard let i = index[name] else { throw WorkloadError(path, "unknown variable \"\(name)\"") }
        return i
      }
      let raw = try number(value, path)
      guard let i = Int(exactly: raw), variables.indices.contains(i) else {
        throw WorkloadError(path, "variable index \(formatIndex(raw)) is not in 0..<\(variables.count)")
      }
      return i
    }

    var constraints: [LinearConstraint] = []
    for (i, item) in try array(top["constraints"], "$.constraints").enumerated() {
      let path = "$.constraints[\(i)]"
      let c = try object(item, path)
      var terms: [Term] = []
      for (j, pair) in try array(c["terms"], "\(path).terms").enumerated() {
        let termPath = "\(path).terms[\(j)]"
        let parts = try array(pair, termPath)
        guard parts.count == 2 else { throw WorkloadError(termPath, "expected [coefficient, variable]") }
        terms.append(Term(variables[try variable(parts[1], "\(termPath)[1]")], try number(parts[0], "\(termPath)[0]")))
      }
      let constant = c["constant"] == nil ? 0 : try number(c["constant"], "\(path).constant")
      let relation: Relation
      switch c["op"] as? String {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      default: throw WorkloadError("\(path).op", "expected \"==\", \"<=\" or \">=\"")
      }
      let strength = try self.strength(c["strength"], "\(path).strength", default: .required)
      constraints.append(
        LinearConstraint(
          LinearExpression(terms, constant: constant), relation, strength: strength, identifier: c["id"] as? String))
    }

    var edits: [Workload.Edit] = []
    for (i, item) in (top["edits"] == nil ? [] : try array(top["edits"], "$.edits")).enumerated() {
      let path = "$.edits[\(i)]"
      let e = try object(item, path)
      let strength = try self.strength(e["strength"], "\(path).strength", default: .strong)
      guard !strength.isRequired else { throw WorkloadError("\(path).strength", "edit variables cannot be required") }
      edits.append(Workload.Edit(variable: try variable(e["var"], "\(path).var"), strength: strength))
    }

    var phases: [Workload.Phase] = []
    for (i, item) in (top["phases"] == nil ? [] : try array(top["phases"], "$.phases")).enumerated() {
      let path = "$.phases[\(i)]"
      let p = try object(item, path)
      var steps: [[(variable: Int, value: Double)]] = []
      for (j, step) in try array(p["steps"], "\(path).steps").enumerated() {
        var pairs: [(variable: Int, value: Double)] = []
        for (k, pair) in try array(step, "\(path).steps[\(j)]").enumerated() {
          let pairPath = "\(path).steps[\(j)][\(k)]"
          let parts = try array(pair, pairPath)
          guard parts.count == 2 else { throw WorkloadError(pairPath, "expected [variable, value]") }
          pairs.append((try variable(parts[0], "\(pairPath)[0]"), try number(parts[1], "\(pairPath)[1]")))
        }
        steps.append(pairs)
      }
      phases.append(Workload.Phase(name: p["name"] as? String ?? "phase \(i)", steps: steps))
    }
    return Workload(
      name: top["name"] as? String ?? "", variables: variables, constraints: constraints, edits: edits,
      editsFirst: top["edits_first"] as? Bool ?? false, phases: phases)
  }

  func strength(_ value: Any?, _ path: String, default fallback: Strength) throws(WorkloadError) -> Strength {
    switch value {
    case nil: return fallback
    case let name as String:
      switch name {
      case "required": return .required
      case "strong": return .strong
      case "medium": return .medium
      case "weak": return .weak
      default: throw WorkloadError(path, "unknown strength \"\(name)\" (use required, strong, medium, weak)")
      }
    case let parts as [Any]:
      guard parts.count == 3 || parts.count == 4 else {
        throw WorkloadError(path, "expected [a, b, c] or [a, b, c, w]")
      }
      var n: [Double] = []
      for (i, part) in parts.enumerated() { n.append(try number(part, "\(path)[\(i)]")) }
      return .create(n[0], n[1], n[2], n.count == 4 ? n[3] : 1)
    default:
      return Strength(try number(value, path))
    }
  }
}

/// An index as written: `3` rather than `3.0` when whole.
private func formatIndex(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
