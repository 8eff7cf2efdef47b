import Foundation
import LayoutScreens
import Testing

@testable import LayoutCore

/// A chunk has its wrapping labels measured at the widths it solved for
/// them, while the chunk is in the cache, instead of in a second round of
/// the layout pass once frames are set.
extension ChunkedInstallTests {
  /// The feed's body labels wrap at two lines; every one is measured at its
  /// width inside its chunk, so no frame needs a second measurement. One
  /// whole queue still measures them all once more after their first frames.
  @Test func wrappingLabelsAreMeasuredInTheirChunk() {
    let (chunked, whole) = Self.both { SampleScreens.feed(views: 2500) }
    var bodies: [Label] = []
    chunked.forEachInSubtree { view in
      if let label = view as? Label, label.numberOfLines != 1 { bodies.append(label) }
    }
    #expect(bodies.count == 625)
    #expect(chunked.layoutEngine.statistics.chunkedFlushes > 0)
    #expect(chunked.layoutEngine.statistics.remeasures == 0)
    #expect(whole.layoutEngine.statistics.remeasures == bodies.count)
    #expect(Self.sameFrames(chunked, whole), "\(Self.largestDifference(chunked, whole))")
    // The long bodies take their two lines, the short ones one.
    for body in bodies {
      let expected = body.sizeThatFits(CGSize(width: body.frame.width, height: CGFloat.infinity))
      #expect(body.frame.width == 258)
      #expect(abs(body.frame.height - expected.height) < 0.5, "\(body.text ?? "")")
    }
    let twoLines = bodies.filter { $0.frame.height > 30 }
    #expect(twoLines.count == 209)
    #expect(twoLines.allSatisfy { $0.text != "Short" })
  }

  /// Labels whose width a later chunk decides (every row as wide as a ruler
  /// made last) were measured at a width their frames do not get: they are
  /// measured again when the frames come, and end as one whole queue lays
  /// them out.
  @Test func labelsALaterChunkWidensAreMeasuredAgain() {
    func rows() -> Window {
      let window = Window(size: CGSize(width: 390, height: 844), displayScale: 3)
      let ruler = View()
      ruler.translatesAutoresizingMaskIntoConstraints = false
      var constraints: [LayoutConstraint] = []
      var previous = window.topAnchor
      for index in 0..<400 {
        let label = Label(text: "Row \(index) has a caption long enough to wrap at the ruler")
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        constraints += [
          label.topAnchor.constraint(equalTo: previous, constant: 4),
          label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
          label.widthAnchor.constraint(equalTo: ruler.widthAnchor),
        ]
        previous = label.bottomAnchor
      }
      window.addSubview(ruler)
      constraints += [
        ruler.topAnchor.constraint(equalTo: previous),
        ruler.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        ruler.heightAnchor.constraint(equalToConstant: 1),
        ruler.widthAnchor.constraint(equalToConstant: 150),
      ]
      LayoutConstraint.activate(constraints)
      return window
    }
    let (chunked, whole) = Self.both(rows, chunkSize: 256)
    #expect(chunked.layoutEngine.statistics.activatedParts > 0)
    #expect(chunked.layoutEngine.statistics.chunkReads > 1)
    #expect(chunked.layoutEngine.statistics.remeasures > 0)
    #expect(Self.sameFrames(chunked, whole), "\(Self.largestDifference(chunked, whole))")
    for view in chunked.subviews {
      guard let label = view as? Label else { continue }
      let expected = label.sizeThatFits(CGSize(width: 150, height: CGFloat.infinity))
      #expect(label.frame.width == 150)
      #expect(abs(label.frame.height - expected.height) < 0.5)
      #expect(expected.height > 30, "the caption wraps at 150")
    }
  }
}
