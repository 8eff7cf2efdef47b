/// What a ``LayoutEngine`` did, counted for tests: how a screen's
/// constraints reached the solver (whole, in chunks, part by part as they
/// were activated) and how often labels were measured again.
///
/// The engine only adds to these; tests read them to check which path an
/// install took, since the frames are the same on every path.
struct LayoutEngineStatistics {
  /// Parts of long activations installed as they were activated (see
  /// `LayoutEngine.installActivated(upTo:listCount:upcoming:startsList:finishing:)`).
  var activatedParts = 0
  /// Queues installed in chunks (see `LayoutEngine.flushInChunks(size:reading:)`).
  var chunkedFlushes = 0
  /// Chunks installed.
  var chunksInstalled = 0
  /// Times a large queue's solved values were read part way through its install.
  var chunkReads = 0
  /// Preferences a large install held back until after its last chunk
  /// (see `ConstraintQueue.chunkPlan(size:)`).
  var preferencesAfterChunks = 0
  /// Views queued to measure again at the width their frame got in a round
  /// of `layoutSubviews` (see `LayoutEngine.deferRemeasure(_:)`).
  var remeasures = 0
}
