import Foundation

/// Rounds a coordinate to the nearest device pixel, halves going up, as UIKit
/// does: 950.25 becomes 950.5 at scale 2 and 950 at scale 1.
///
/// The solver's answers carry floating-point noise (950.2499999997 for
/// 950.25), so a value within a millionth of a pixel of a half is treated as
/// the half.
@inline(__always)
nonisolated func roundToPixel(_ value: Double, scale: Double) -> Double {
  pixelCount(value, scale: scale) / scale
}

/// Rounds a rectangle given by origin and size so that both of its edges land
/// on device pixels: the far edge is rounded, not the size, so neighbours that
/// touch keep touching.
///
/// Edges and sizes are counted in whole pixels before they are divided by
/// the scale, so a size is the nearest number to its pixels (124, not the
/// 124.00000000000003 that subtracting two rounded edges gave): frames
/// compare equal to the numbers people write, as an iPhone's do.
@inline(__always)
nonisolated func pixelAlignedRect(x: Double, y: Double, width: Double, height: Double, scale: Double) -> CGRect {
  let minX = pixelCount(x, scale: scale)
  let minY = pixelCount(y, scale: scale)
  let maxX = pixelCount(x + width, scale: scale)
  let maxY = pixelCount(y + height, scale: scale)
  return CGRect(x: minX / scale, y: minY / scale, width: (maxX - minX) / scale, height: (maxY - minY) / scale)
}

/// The device pixel a coordinate rounds to (see ``roundToPixel(_:scale:)``), as a whole number.
@inline(__always)
nonisolated func pixelCount(_ value: Double, scale: Double) -> Double {
  (value * scale + 0.5 + 1e-6).rounded(.down)
}

/// A coordinate that lies on the pixel grid within floating-point noise
/// (a sum of rounded frames), put exactly on it; any other is returned as it is.
@inline(__always)
nonisolated func snappedToPixel(_ value: Double, scale: Double) -> Double {
  let pixels = value * scale
  let nearest = pixels.rounded()
  return abs(pixels - nearest) < 1e-6 ? nearest / scale : value
}
