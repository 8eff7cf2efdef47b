import Foundation

/// HarfBuzz, the text shaper, loaded at run time from the shared library.
///
/// Loaded with `dlopen` rather than linked, so that building the package
/// needs no HarfBuzz headers (`libharfbuzz-dev` is not on a fresh machine,
/// and `swift run autolayout demo` must build there): where the library is
/// installed (Debian's `libharfbuzz0b`, which browsers, Pango and librsvg
/// depend on) complex scripts are shaped; where it is not, they are measured
/// glyph by glyph, as before. Only the few functions the measurer calls are
/// resolved, with the C signatures of HarfBuzz's stable API (`hb.h`).
final class HarfBuzz: @unchecked Sendable {
  // Unchecked: the fields are C function pointers, fixed once loaded.
  typealias Pointer = OpaquePointer
  typealias BlobCreateFromFileFunction = @convention(c) (UnsafePointer<CChar>) -> Pointer?
  typealias BlobDestroyFunction = @convention(c) (Pointer?) -> Void
  typealias FaceCreateFunction = @convention(c) (Pointer?, UInt32) -> Pointer?
  typealias FaceDestroyFunction = @convention(c) (Pointer?) -> Void
  typealias FaceGlyphCountFunction = @convention(c) (Pointer?) -> UInt32
  typealias FaceUpemFunction = @convention(c) (Pointer?) -> UInt32
  typealias FontCreateFunction = @convention(c) (Pointer?) -> Pointer?
  typealias FontDestroyFunction = @convention(c) (Pointer?) -> Void
  typealias FontSetScaleFunction = @convention(c) (Pointer?, Int32, Int32) -> Void
  typealias BufferCreateFunction = @convention(c) () -> Pointer?
  typealias BufferDestroyFunction = @convention(c) (Pointer?) -> Void
  typealias BufferResetFunction = @convention(c) (Pointer?) -> Void
  typealias BufferAddUTF32Function = @convention(c) (Pointer?, UnsafePointer<UInt32>?, Int32, UInt32, Int32) -> Void
  typealias BufferGuessSegmentPropertiesFunction = @convention(c) (Pointer?) -> Void
  typealias ShapeFunction = @convention(c) (Pointer?, Pointer?, UnsafeRawPointer?, UInt32) -> Void
  typealias BufferGlyphInfosFunction = @convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeRawPointer?
  typealias BufferGlyphPositionsFunction = @convention(c) (Pointer?, UnsafeMutablePointer<UInt32>?) -> UnsafeRawPointer?

  let blobCreateFromFile: BlobCreateFromFileFunction
  let blobDestroy: BlobDestroyFunction
  let faceCreate: FaceCreateFunction
  let faceDestroy: FaceDestroyFunction
  let faceGlyphCount: FaceGlyphCountFunction
  let faceUpem: FaceUpemFunction
  let fontCreate: FontCreateFunction
  let fontDestroy: FontDestroyFunction
  let fontSetScale: FontSetScaleFunction
  let bufferCreate: BufferCreateFunction
  let bufferDestroy: BufferDestroyFunction
  let bufferReset: BufferResetFunction
  let bufferAddUTF32: BufferAddUTF32Function
  let bufferGuessSegmentProperties: BufferGuessSegmentPropertiesFunction
  let shape: ShapeFunction
  let bufferGlyphInfos: BufferGlyphInfosFunction
  let bufferGlyphPositions: BufferGlyphPositionsFunction

  /// `hb_glyph_info_t` and `hb_glyph_position_t` are five 32-bit fields each;
  /// the glyph index is the info's first, the x advance the position's first.
  static let recordStride = 20

  /// The library, loaded once; nil when it is not installed.
  static let shared: HarfBuzz? = HarfBuzz()

  /// The file names tried, in order: Linux's soname, then macOS's (Homebrew).
  static let libraryNames = [
    "libharfbuzz.so.0", "libharfbuzz.so", "libharfbuzz.0.dylib", "/opt/homebrew/lib/libharfbuzz.0.dylib",
    "/usr/local/lib/libharfbuzz.0.dylib",
  ]

  private init?() {
    guard let handle = Self.libraryNames.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
      return nil
    }
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      guard let address = dlsym(handle, name) else { return nil }
      return unsafeBitCast(address, to: type)
    }
    guard let blobCreateFromFile = symbol("hb_blob_create_from_file", as: BlobCreateFromFileFunction.self),
      let blobDestroy = symbol("hb_blob_destroy", as: BlobDestroyFunction.self),
      let faceCreate = symbol("hb_face_create", as: FaceCreateFunction.self),
      let faceDestroy = symbol("hb_face_destroy", as: FaceDestroyFunction.self),
      let faceGlyphCount = symbol("hb_face_get_glyph_count", as: FaceGlyphCountFunction.self),
      let faceUpem = symbol("hb_face_get_upem", as: FaceUpemFunction.self),
      let fontCreate = symbol("hb_font_create", as: FontCreateFunction.self),
      let fontDestroy = symbol("hb_font_destroy", as: FontDestroyFunction.self),
      let fontSetScale = symbol("hb_font_set_scale", as: FontSetScaleFunction.self),
      let bufferCreate = symbol("hb_buffer_create", as: BufferCreateFunction.self),
      let bufferDestroy = symbol("hb_buffer_destroy", as: BufferDestroyFunction.self),
      let bufferReset = symbol("hb_buffer_reset", as: BufferResetFunction.self),
      let bufferAddUTF32 = symbol("hb_buffer_add_utf32", as: BufferAddUTF32Function.self),
      let bufferGuessSegmentProperties = symbol(
        "hb_buffer_guess_segment_properties", as: BufferGuessSegmentPropertiesFunction.self),
      let shape = symbol("hb_shape", as: ShapeFunction.self),
      let bufferGlyphInfos = symbol("hb_buffer_get_glyph_infos", as: BufferGlyphInfosFunction.self),
      let bufferGlyphPositions = symbol("hb_buffer_get_glyph_positions", as: BufferGlyphPositionsFunction.self)
    else {
      dlclose(handle)
      return nil
    }
    self.blobCreateFromFile = blobCreateFromFile
    self.blobDestroy = blobDestroy
    self.faceCreate = faceCreate
    self.faceDestroy = faceDestroy
    self.faceGlyphCount = faceGlyphCount
    self.faceUpem = faceUpem
    self.fontCreate = fontCreate
    self.fontDestroy = fontDestroy
    self.fontSetScale = fontSetScale
    self.bufferCreate = bufferCreate
    self.bufferDestroy = bufferDestroy
    self.bufferReset = bufferReset
    self.bufferAddUTF32 = bufferAddUTF32
    self.bufferGuessSegmentProperties = bufferGuessSegmentProperties
    self.shape = shape
    self.bufferGlyphInfos = bufferGlyphInfos
    self.bufferGlyphPositions = bufferGlyphPositions
    // The library stays loaded for the life of the process, as `shared` does.
  }
}
