import Foundation

/// Rounds a coordinate to the nearest device pixel, halves going up, as UIKit
/// does: 950.25 becomes 950.5 at scale 2 and 950 at scale 1.
///
/// The solver's answers carry floating-point noise (950.2499999997 for
/// 950.25), so a value within a millionth of a pixel of a half is treated as
/// the half.
@inline(__always)
nonisolated func roundToPixel(_ value: Double, scale: Double) -> Double {
  (value * scale + 0.5 + 1e-6).rounded(.down) / scale
}

/// Rounds a rectangle given by origin and size so that both of its edges land
/// on device pixels: the far edge is rounded, not the size, so neighbours that
/// touch keep touching.
@inline(__always)
nonisolated func pixelAlignedRect(x: Double, y: Double, width: Double, height: Double, scale: Double) -> CGRect {
  let minX = roundToPixel(x, scale: scale)
  let minY = roundToPixel(y, scale: scale)
  let maxX = roundToPixel(x + width, scale: scale)
  let maxY = roundToPixel(y + height, scale: scale)
  return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
