import Testing

@testable import Cassowary

/// A symbol's row and its definition share one stored row, so the record
/// the sums read is 32 bytes; the flag must keep the two apart.
@Suite struct SymbolStateTests {
  @Test func aStateIsThirtyTwoBytes() {
    #expect(MemoryLayout<SymbolState>.stride == 32)
  }

  @Test func aRowIsNotADefinition() {
    var state = SymbolState()
    #expect(!state.isBasic && !state.isDerived && state.row == nil && state.definition == nil)
    state.setRow(Row(constant: 3, cells: [Cell(symbol: 1, coefficient: 2)]))
    #expect(state.isBasic && !state.isDerived)
    #expect(state.row?.constant == 3 && state.definition == nil)
    state.updateRow { $0.constant += 1 }
    #expect(state.row?.constant == 4)
    let taken = state.takeRow()
    #expect(taken?.cells.count == 1 && !state.isBasic && state.row == nil)
    state.setRow(taken)
    #expect(state.isBasic)
    state.setRow(nil)
    #expect(!state.isBasic && state.row == nil)
  }

  @Test func aDefinitionIsNotARow() {
    var state = SymbolState()
    state.setDefinition(Row(constant: 5, cells: [Cell(symbol: 2, coefficient: -1)]))
    #expect(state.isDerived && !state.isBasic)
    #expect(state.definition?.constant == 5 && state.row == nil)
    // Taking a row out of a derived variable takes nothing.
    #expect(state.takeRow() == nil && state.definition?.constant == 5)
    state.updateDefinition { $0.constant = 6 }
    #expect(state.definition?.constant == 6)
    // Taken out and put back, as the sums do: derived again.
    let definition = state.takeDefinition()
    #expect(definition?.constant == 6 && !state.isDerived)
    state.setDefinition(definition)
    #expect(state.isDerived && state.definition?.constant == 6)
    // Dropped: neither derived nor basic, so it may become basic.
    state.setDefinition(nil)
    #expect(!state.isDerived && state.definition == nil)
    state.setRow(Row(constant: 1))
    #expect(state.isBasic && state.row?.constant == 1 && state.definition == nil)
  }
}
