#if !canImport(Darwin)  // Apple's platforms have their own UIKit (see Package.swift).
  import LayoutCore

  /// UIKit's `UIView`: LayoutCore's `View`, one class under both names.
  public typealias UIView = View
  /// UIKit's `UIWindow`.
  public typealias UIWindow = Window
  /// UIKit's `UIScreen`.
  public typealias UIScreen = Screen
  /// UIKit's `UILabel`.
  public typealias UILabel = Label
  /// UIKit's `UIStackView`.
  public typealias UIStackView = StackView
  /// UIKit's `UIScrollView`.
  public typealias UIScrollView = ScrollView
  /// UIKit's `UIControl`.
  public typealias UIControl = Control
  /// UIKit's `UIButton`.
  public typealias UIButton = Button
  /// UIKit's `UIImageView`.
  public typealias UIImageView = ImageView
  /// UIKit's `UITextField`.
  public typealias UITextField = TextField
  /// UIKit's `UISwitch`.
  public typealias UISwitch = Switch
  /// UIKit's `UISlider`.
  public typealias UISlider = Slider
  /// UIKit's `UISegmentedControl`.
  public typealias UISegmentedControl = SegmentedControl
  /// UIKit's `UIActivityIndicatorView`.
  public typealias UIActivityIndicatorView = ActivityIndicatorView
  /// UIKit's `UIProgressView`.
  public typealias UIProgressView = ProgressView
  /// UIKit's `UITableViewCell`: a layout container with a content view, without a table view.
  public typealias UITableViewCell = TableViewCell
  /// UIKit's `UICollectionViewCell`: a layout container with a content view, without a collection view.
  public typealias UICollectionViewCell = CollectionViewCell
  /// UIKit's `UIViewController`.
  public typealias UIViewController = ViewController
  /// UIKit's `UILayoutGuide`.
  public typealias UILayoutGuide = LayoutGuide
  /// UIKit's `UILayoutSupport` (`topLayoutGuide`, `bottomLayoutGuide`).
  public typealias UILayoutSupport = LayoutSupport
  /// UIKit's `UIAction`.
  public typealias UIAction = Action
  /// UIKit's `UIDevice`: the chosen device profile (`UIDevice.current`).
  public typealias UIDevice = Device
  /// UIKit's `UIUserInterfaceIdiom`.
  public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
  /// UIKit's `UIUserInterfaceSizeClass`.
  public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
  /// UIKit's `UITraitCollection`.
  public typealias UITraitCollection = TraitCollection
  /// UIKit's `UITextFieldDelegate`.
  public typealias UITextFieldDelegate = TextFieldDelegate
  /// UIKit's `UIKeyboardType`.
  public typealias UIKeyboardType = KeyboardType
  /// UIKit's `UITextAutocapitalizationType`.
  public typealias UITextAutocapitalizationType = TextAutocapitalizationType
  /// UIKit's `UITextAutocorrectionType`.
  public typealias UITextAutocorrectionType = TextAutocorrectionType
  /// UIKit's `UIReturnKeyType`.
  public typealias UIReturnKeyType = ReturnKeyType
  /// UIKit's `UITextContentType`.
  public typealias UITextContentType = TextContentType
  /// UIKit's `UIKeyboardLayoutGuide`.
  public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
  /// UIKit's `UIResponder`, for app and scene delegates (views are not responders here).
  public typealias UIResponder = Responder
  /// UIKit's `UIScene`.
  public typealias UIScene = Scene
  /// UIKit's `UIWindowScene`.
  public typealias UIWindowScene = WindowScene
  /// UIKit's `UISceneSession`.
  public typealias UISceneSession = SceneSession
  /// UIKit's `UISceneDelegate`.
  public typealias UISceneDelegate = SceneDelegate
  /// UIKit's `UIWindowSceneDelegate`.
  public typealias UIWindowSceneDelegate = WindowSceneDelegate
  /// UIKit's `UIUserInterfaceStyle`.
  public typealias UIUserInterfaceStyle = UserInterfaceStyle
  /// UIKit's `UIAccessibilityTraits`.
  public typealias UIAccessibilityTraits = AccessibilityTraits
#endif
