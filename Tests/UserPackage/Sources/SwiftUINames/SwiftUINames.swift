/// A stand-in for SwiftUI on Linux, where SwiftUI does not exist: the names
/// SwiftUI declares that AutoLayout declares too. Code that imports both must
/// still compile when it says which one it means (Docs/LayoutCore.md, "Names
/// shared with SwiftUI").
public protocol View {}
public struct Color: Sendable { public init() {} }
public struct Font: Sendable { public init() {} }
public struct Button {}
public struct Label {}
public struct Image {}
public struct EdgeInsets {}
public struct ScrollView {}
public struct TextField {}
public struct Slider {}
public struct ProgressView {}
public struct Window {}
public enum ContentMode { case fit, fill }
