import Foundation

/// A view the user acts on, as UIKit's `UIControl`: state flags and actions per event.
///
/// Headless controls receive no touches; call ``sendActions(for:)`` to run
/// the actions an event would, in tests or a playground.
///
/// ```swift
/// let button = Button(type: .system)
/// button.addAction(Action { _ in signIn() }, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)  // calls signIn()
/// ```
open class Control: View {
  // UIKit's accessibility defaults for a control: an element, not enabled while disabled.
  override var isAccessibilityElementByDefault: Bool { true }
  override var accessibilityTraitsByDefault: AccessibilityTraits { isEnabled ? .none : .notEnabled }

  /// Whether the control responds to the user; disabled controls draw dimmed and send no actions.
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }
  /// Whether the control is selected.
  public var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }
  /// Whether the control is being pressed.
  public var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  /// Called when ``state`` changed; buttons show another title.
  func stateDidChange() { setNeedsLayout() }

  private var actions: [(action: Action, events: Event)] = []

  /// The state flags together, as `UIControl.state`.
  public var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// Runs `action` whenever one of `events` is sent.
  public func addAction(_ action: Action, for events: Event) {
    actions.append((action, events))
  }

  /// Stops running the action with `identifier` for `events`.
  public func removeAction(identifiedBy identifier: String, for events: Event) {
    actions.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: events) }
  }

  /// Runs the actions registered for `event`, in the order they were added, if the control is enabled.
  public func sendActions(for event: Event) {
    guard isEnabled else { return }
    for entry in actions where entry.events.contains(event) {
      entry.action.handler(entry.action)
    }
  }
}

extension Control {
  /// What a control was doing, as `UIControl.Event`.
  nonisolated public struct Event: OptionSet, Hashable, Sendable {
    /// The events' bits.
    public let rawValue: UInt
    /// Creates a set of events from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger went down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The control's value changed (switch, slider, segmented control).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action ran.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The text of a text field changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
  }

  /// A control's state flags, as `UIControl.State`, for per-state titles and colours.
  nonisolated public struct State: OptionSet, Hashable, Sendable {
    /// The state's bits.
    public let rawValue: UInt
    /// Creates a state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The default state: enabled, not selected, not highlighted.
    public static let normal: State = []
    /// Pressed.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
  }
}
