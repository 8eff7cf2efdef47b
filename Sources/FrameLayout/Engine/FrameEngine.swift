import Foundation

/// Computes frames from item specs in one pass, without a constraint solver.
///
/// A layout is a list of lines (one for a row or a column, as many as needed
/// for a flow). Each line is placed along the main axis by
/// ``placeMainAxis(of:in:length:configuration:)`` and across it by the
/// alignment; the result is a ``Slot`` per item that becomes a frame.
///
/// - Complexity: O(*n*) for *n* items when no flexible item hits a limit;
///   see ``FlexDistribution`` for the worst case.
enum FrameEngine {
  /// The frames of `specs`, in order, laid out as `configuration` says.
  ///
  /// - Throws: ``Layout/LayoutError/invalidValue(name:value:expected:)`` for
  ///   bad numbers and ``Layout/LayoutError/outOfSpace(needed:available:)``
  ///   when the items do not fit.
  static func frames(
    for specs: [ItemSpec], in configuration: LayoutConfiguration, validate: Bool = true
  ) throws(Layout.LayoutError) -> [CGRect] {
    if validate {
      try configuration.validate()
      for (index, spec) in specs.enumerated() {
        try spec.validate(index: index)
      }
    }
    let content = try configuration.padding.inset(
      configuration.parentFrame, for: configuration.layoutDirection)
    let direction = configuration.direction
    let mainLength =
      direction.isHorizontal ? content.size.width : content.size.height
    let crossLength =
      direction.isHorizontal ? content.size.height : content.size.width

    let slots: [Slot]
    switch direction {
    case .row, .column:
      slots = try singleLine(
        specs, mainLength: mainLength, crossLength: crossLength,
        configuration: configuration)
    case .flow:
      slots = try flow(
        specs, mainLength: mainLength, crossLength: crossLength,
        configuration: configuration)
    }
    return slots.map {
      $0.rect(
        in: content, direction: direction,
        layoutDirection: configuration.layoutDirection)
    }
  }

  /// Slots for a row or a column: one line that fills the cross axis.
  private static func singleLine(
    _ specs: [ItemSpec], mainLength: CGFloat, crossLength: CGFloat,
    configuration: LayoutConfiguration
  ) throws(Layout.LayoutError) -> [Slot] {
    var slots = try placeMainAxis(
      of: specs[...], in: configuration.direction, length: mainLength,
      configuration: configuration)
    for (index, spec) in specs.enumerated() {
      let length = spec.crossLength(in: configuration.direction) ?? crossLength
      if Tolerance.exceeds(length, crossLength) {
        throw .outOfSpace(needed: length, available: crossLength)
      }
      slots[index].crossLength = length
      slots[index].crossOffset = configuration.alignment.offset(
        of: length, in: crossLength)
    }
    return slots
  }
}
