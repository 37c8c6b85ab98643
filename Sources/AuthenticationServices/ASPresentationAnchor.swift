import Foundation
import LayoutDSL

/// The window a sign-in sheet is presented over (Apple's documentation of `ASPresentationAnchor`,
/// https://developer.apple.com/documentation/authenticationservices/aspresentationanchor), a
/// `UIWindow` on iOS. LayoutDSL's UIKit has no `UIWindow` (no view is ever put in a window here), so
/// the anchor is its superclass `UIView`: `presentationAnchor(for:)` implementations that return a
/// view's window or a new view compile, and nothing is presented over it.
public typealias ASPresentationAnchor = UIView
