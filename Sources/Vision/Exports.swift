// Apple's frameworks re-export Foundation, and Vision the Core Graphics types its API takes
// (`CGImage`, `CGRect`) and ImageIO's `CGImagePropertyOrientation`, which its handlers take;
// this module does the same.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ImageIO
