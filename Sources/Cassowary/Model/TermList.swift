/// The terms of a constraint: up to three in the value itself, more in an array.
///
/// Most constraints a layout makes name one to three variables (an edge
/// placed below another view's bottom is three: the top, the other's top
/// and its height). As a `[Term]` every constraint was two allocations, the
/// constraint and its array; with three terms inline it is one, and 64
/// bytes smaller (a 1,000-view list makes 4.5 constraints a view). Longer
/// sums keep all their terms in the array.
///
/// The inline terms do not keep their variables alive: whoever builds a
/// list holds the variables while it does, and ``LinearConstraint`` retains
/// them for as long as it holds the list. So copying a list retains nothing
/// (a list of retained variables paid four reference-count operations for
/// each copy and each end, more than the allocation it saved). The array's
/// terms are ordinary, retained terms.
package struct TermList: RandomAccessCollection, Sendable {
  // The inline terms fill from the first slot; a nil variable ends them.
  // All nil once the terms are in `spill`. Inlinable, like the methods the
  // layout engine calls while it builds terms: across modules, each call
  // was a call.
  @usableFromInline var variable0: Unmanaged<Variable>?
  @usableFromInline var variable1: Unmanaged<Variable>?
  @usableFromInline var variable2: Unmanaged<Variable>?
  @usableFromInline var coefficient0 = 0.0
  @usableFromInline var coefficient1 = 0.0
  @usableFromInline var coefficient2 = 0.0
  /// Every term, when there are more than three; otherwise nil (not an
  /// empty array: making and dropping one retains and releases it).
  @usableFromInline var spill: [Term]?

  /// No terms.
  @inlinable package init() {}

  /// The terms of `terms`, in order, their variables not retained (the
  /// caller keeps `terms` alive while it uses the list); an array of more
  /// than three is kept as it is.
  package init(unretained terms: [Term]) {
    if terms.count > 3 {
      spill = terms
    } else {
      for term in terms { append(Unmanaged.passUnretained(term.variable), term.coefficient) }
    }
  }

  package var startIndex: Int { 0 }

  @inline(__always)
  package var endIndex: Int {
    if let spill { return spill.count }
    // Summed, not chained: the count differs from one constraint to the
    // next, and a chain of tests on it was mispredicted branches.
    return (variable0 != nil ? 1 : 0) + (variable1 != nil ? 1 : 0) + (variable2 != nil ? 1 : 0)
  }

  // Spelled out: the defaults went through `distance(from:to:)`, unspecialized.
  @inline(__always)
  package var count: Int { endIndex }

  @inline(__always)
  package var indices: Range<Int> { 0..<endIndex }

  package subscript(position: Int) -> Term {
    Term(unmanagedVariable(at: position).takeUnretainedValue(), coefficient(at: position))
  }

  /// The variable of the term at `position`, not retained.
  @inline(__always)
  package func unmanagedVariable(at position: Int) -> Unmanaged<Variable> {
    if let spill { return Unmanaged.passUnretained(spill[position].variable) }
    switch position {
    case 0: return variable0!
    case 1: return variable1!
    default:
      precondition(position == 2, "term index out of range")
      return variable2!
    }
  }

  /// The coefficient of the term at `position`.
  @inline(__always)
  package func coefficient(at position: Int) -> Double {
    if let spill { return spill[position].coefficient }
    switch position {
    case 0: return coefficient0
    case 1: return coefficient1
    default:
      precondition(position == 2, "term index out of range")
      return coefficient2
    }
  }

  /// Appends `coefficient·variable`; the caller keeps the variable alive
  /// while it uses the list (a fourth term moves them all to a retaining array).
  @inlinable
  package mutating func append(_ variable: Unmanaged<Variable>, _ coefficient: Double) {
    if variable0 == nil, spill == nil {
      variable0 = variable
      coefficient0 = coefficient
    } else if variable1 == nil, spill == nil {
      variable1 = variable
      coefficient1 = coefficient
    } else if variable2 == nil, spill == nil {
      variable2 = variable
      coefficient2 = coefficient
    } else {
      appendBeyondThree(variable, coefficient)
    }
  }

  /// Appends a term to a list that has three or more.
  @usableFromInline
  mutating func appendBeyondThree(_ variable: Unmanaged<Variable>, _ coefficient: Double) {
    if spill == nil {
      // Room for eight: sums this long seldom stop at four.
      var terms: [Term] = []
      terms.reserveCapacity(8)
      terms.append(Term(variable0!.takeUnretainedValue(), coefficient0))
      terms.append(Term(variable1!.takeUnretainedValue(), coefficient1))
      terms.append(Term(variable2!.takeUnretainedValue(), coefficient2))
      (variable0, variable1, variable2) = (nil, nil, nil)
      spill = terms
    }
    spill!.append(Term(variable.takeUnretainedValue(), coefficient))
  }

  /// Whether every coefficient is a finite number (the unused inline slots are zero).
  @inline(__always)
  package var coefficientsAreFinite: Bool {
    guard spill == nil else { return spillCoefficientsAreFinite }
    return coefficient0.isFinite && coefficient1.isFinite && coefficient2.isFinite
  }

  /// ``coefficientsAreFinite`` for terms in the array.
  private var spillCoefficientsAreFinite: Bool {
    for term in spill! where !term.coefficient.isFinite { return false }
    return true
  }

  /// Negates every coefficient.
  @inlinable
  package mutating func negate() {
    if spill != nil {
      for index in spill!.indices { spill![index].coefficient.negate() }
    } else {
      coefficient0.negate()
      coefficient1.negate()
      coefficient2.negate()
    }
  }

  /// The terms as an array.
  package var array: [Term] { spill ?? Array(self) }

  /// Whether the terms at `i` and `j` name the same variable.
  @inline(__always)
  package func sameVariable(_ i: Int, _ j: Int) -> Bool {
    unmanagedVariable(at: i).toOpaque() == unmanagedVariable(at: j).toOpaque()
  }

  /// The sum of the coefficients of the variable at `position` over every
  /// term, or nil when an earlier term names it (it is counted there).
  ///
  /// Quadratic in the terms: for the short sums constraints have.
  @inline(__always)
  package func summedCoefficient(at position: Int) -> Double? {
    if spill == nil {
      // At most three, compared directly (nil never matches a variable).
      let v0 = variable0?.toOpaque()
      let v1 = variable1?.toOpaque()
      let v2 = variable2?.toOpaque()
      switch position {
      case 0:
        return coefficient0 + (v1 == v0 ? coefficient1 : 0) + (v2 == v0 ? coefficient2 : 0)
      case 1:
        return v0 == v1 ? nil : coefficient1 + (v2 == v1 ? coefficient2 : 0)
      default:
        return v0 == v2 || v1 == v2 ? nil : coefficient2
      }
    }
    let count = self.count
    for j in 0..<position where sameVariable(j, position) { return nil }
    var sum = coefficient(at: position)
    for j in (position + 1)..<count where sameVariable(j, position) { sum += coefficient(at: j) }
    return sum
  }

  /// Retains the inline terms' variables (the array's terms hold their own).
  package func retainInline() {
    _ = variable0?.retain()
    _ = variable1?.retain()
    _ = variable2?.retain()
  }

  /// Releases what ``retainInline()`` retained.
  package func releaseInline() {
    variable0?.release()
    variable1?.release()
    variable2?.release()
  }
}
