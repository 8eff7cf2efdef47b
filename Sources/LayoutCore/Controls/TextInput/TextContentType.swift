/// What a text field holds, for the system's suggestions and password
/// autofill, as UIKit's `UITextContentType`.
nonisolated public struct TextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public let rawValue: String
  /// Creates a content type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's full name.
  public static let name = TextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = TextContentType(rawValue: "given-name")
  /// A family name.
  public static let familyName = TextContentType(rawValue: "family-name")
  /// An email address.
  public static let emailAddress = TextContentType(rawValue: "email")
  /// A telephone number.
  public static let telephoneNumber = TextContentType(rawValue: "tel")
  /// A user name for an account.
  public static let username = TextContentType(rawValue: "username")
  /// A password.
  public static let password = TextContentType(rawValue: "password")
  /// A new password, for sign-up and password changes.
  public static let newPassword = TextContentType(rawValue: "new-password")
  /// A one-time code sent by message.
  public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A web address.
  public static let URL = TextContentType(rawValue: "url")
  /// A postal code.
  public static let postalCode = TextContentType(rawValue: "postal-code")
}
