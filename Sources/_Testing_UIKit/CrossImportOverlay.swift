// The cross-import overlay of Swift Testing and UIKit, built only where
// Apple's UIKit is absent.
//
// Swift Testing declares, in the toolchain's `Testing.swiftcrossimport`,
// that a file importing both `Testing` and a module named `UIKit` also
// imports `_Testing_UIKit` (on Apple's platforms it adds image
// attachments). Linux toolchains ship that declaration but not the module,
// so without this one every test file that writes `import Testing` and
// `import UIKit` fails with "no such module '_Testing_UIKit'". It adds
// nothing: image attachments need Apple's UIKit.
