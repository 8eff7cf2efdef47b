/// Where a document wrote what it built: each view's and guide's name, the
/// canvas size and each constraint entry, so that problems found when the
/// document is laid out point at the document's own lines.
struct DocumentSources {
  /// A constraint entry: where it starts and what it says.
  struct Written {
    var position: Position
    var text: String
  }

  /// The position of each view's and guide's `name:` value, by identity.
  var items: [ObjectIdentifier: Position] = [:]
  /// The position of the canvas `size:` value, if the document gives one.
  var canvasSize: Position?
  /// Each constraint's entry, by identity (a VFL line makes several).
  var constraints: [ObjectIdentifier: Written] = [:]
}
