// Apple's frameworks re-export Foundation, and Vision the Core Graphics types its API takes
// (`CGImage`, `CGRect`); this module does the same.
@_exported import CoreGraphics
@_exported import Foundation
