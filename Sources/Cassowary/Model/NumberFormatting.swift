/// Formats a number without a trailing `.0` for whole values, for readable messages.
func formatNumber(_ value: Double) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return String(value)
}
