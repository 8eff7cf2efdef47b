// MARK: - Debugging

extension Solver {
  /// A readable picture of the solver's state, for debugging.
  ///
  /// Sections: the objective; the tableau, one row per basic symbol as
  /// `basic | constant + coefficient·symbol…`, and each derived variable as
  /// `variable := constant + coefficient·symbol…` (a required equality held as
  /// its definition, outside the tableau); infeasible rows waiting for the dual
  /// simplex; variables with their symbols and values; edit variables; constraints
  /// with their marker symbols. Symbols print as `x[3]` for a variable, `s3` for a
  /// slack, `e3` for an error and `d3` for a dummy (the marker of a required equality).
  /// Rows are sorted by symbol id, so equal states print equally.
  public func dump() -> String {
    tableau.refreshDerivedValues()
    let t = tableau
    func name(_ symbol: Int) -> String {
      switch t.kinds[symbol] {
      case .external: "\(t.variablesBySymbol[symbol].map(\.description) ?? "v")[\(symbol)]"
      case .slack: "s\(symbol)"
      case .error: "e\(symbol)"
      case .dummy: "d\(symbol)"
      }
    }
    func render(_ row: Row) -> String {
      var text = formatNumber(row.constant)
      for cell in row.cells {
        text += cell.coefficient < 0 ? " - " : " + "
        text += "\(formatNumber(abs(cell.coefficient))) * \(name(cell.symbol))"
      }
      return text
    }
    let objective = Row(
      // Summed in the order the constraints were added: a dictionary's order
      // would change the last bits from one run to the next.
      constant: t.constraints.records.sorted { $0.order < $1.order }.reduce(0) { sum, record in
        sum + record.errors.reduce(0) { $0 + $1.weight * t.value(of: $1.symbol) }
      },
      cells: t.objective.indices.filter { t.objective[$0] != 0 }.map { Cell(symbol: $0, coefficient: t.objective[$0]) })
    var out = "Objective\n---------\n\(render(objective))\n\nTableau\n-------\n"
    for symbol in t.symbols.indices {
      if let row = t.symbols[symbol].row { out += "\(name(symbol)) | \(render(row))\n" }
      if let definition = t.symbols[symbol].definition { out += "\(name(symbol)) := \(render(definition))\n" }
    }
    out += "\nInfeasible\n----------\n"
    for symbol in Set(t.infeasible).sorted() where (t.symbols[symbol].row?.constant ?? 0) < 0 {
      out += "\(name(symbol))\n"
    }
    out += "\nVariables\n---------\n"
    for symbol in t.variablesBySymbol.indices where t.variablesBySymbol[symbol] != nil {
      out += "\(name(symbol)) = \(formatNumber(t.value(of: symbol)))\n"
    }
    out += "\nEdit Variables\n--------------\n"
    for edit in t.edits.values.sorted(by: { $0.variable.name < $1.variable.name }) {
      let record = t.constraints.record(of: edit.constraint)!
      out += "\(edit.variable) -> \(formatNumber(-record.constant)) | \(record.strength)\n"
    }
    out += "\nConstraints\n-----------\n"
    for record in t.constraints.records.sorted(by: { $0.order < $1.order }) {
      let other = record.other.map { ", \(name($0))" } ?? ""
      // As the solver holds it now: constants and strengths may have changed in place.
      let c = record.constraint
      let current = LinearConstraint(
        LinearExpression(c.terms.array, constant: record.constant), c.relation, strength: record.strength,
        identifier: c.identifier)
      // A preferred equality whose sides weigh differently names the shortfall's weight too.
      let below = record.belowStrength == record.strength ? "" : " (below: \(record.belowStrength))"
      out += "\(current)\(below) (\(name(record.marker))\(other))\n"
    }
    return out
  }
}
