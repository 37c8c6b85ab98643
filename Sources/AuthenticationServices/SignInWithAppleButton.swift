import Foundation
import LayoutDSL

/// The Sign in with Apple button of SwiftUI (Apple's documentation of `SignInWithAppleButton`,
/// https://developer.apple.com/documentation/authenticationservices/signinwithapplebutton, iOS 14).
///
/// Drawn with SwiftUI's own views as the system button looks at rest: a rounded rectangle filled
/// black or white (`.signInWithAppleButtonStyle(_:)`, black by default), with the Apple logo and the
/// title centred in it, in the system font at medium weight, 43% of the button's height (the numbers
/// are in `SignInWithAppleButtonMetrics`, from Apple's Human Interface Guidelines). On iOS the button
/// is a UIKit control hosted in SwiftUI, which stretches to the space it is offered on both axes, so
/// apps give it a height with `.frame(height:)`; here too it fills what it is offered, and is 44 pt
/// tall (the guidelines' default height) and 140 pt wide (their minimum width) where nothing is
/// offered (its ideal size, as in a scroll view's content or under `fixedSize()`).
///
/// Nothing here signs anybody in: tapping would start an authorization that needs Apple's servers, so
/// `onRequest` and `onCompletion` are kept and never called.
nonisolated public struct SignInWithAppleButton: View {
    let label: Label
    let onRequest: (ASAuthorizationAppleIDRequest) -> Void
    let onCompletion: (Result<ASAuthorization, any Error>) -> Void
    @Environment(\.signInWithAppleButtonStyle) private var style

    public init(_ label: SignInWithAppleButton.Label = .signIn,
                onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) {
        self.label = label
        self.onRequest = onRequest
        self.onCompletion = onCompletion
    }

    public var body: some View {
        GeometryReader { proxy in
            let height = max(proxy.size.height, 1)
            let titleSize = SignInWithAppleButtonMetrics.titleSize(height: height)
            ZStack {
                RoundedRectangle(cornerRadius: SignInWithAppleButtonMetrics.cornerRadius, style: .continuous)
                    .fill(style.fill)
                if style.isOutlined {
                    RoundedRectangle(cornerRadius: SignInWithAppleButtonMetrics.cornerRadius, style: .continuous)
                        .strokeBorder(Color.black, lineWidth: SignInWithAppleButtonMetrics.outlineWidth)
                }
                HStack(spacing: titleSize * 0.25) {
                    // SF Symbols names the logo `applelogo`; LayoutDSL's symbol table maps that name.
                    Image(systemName: "applelogo")
                        .font(.system(size: titleSize, weight: .medium))
                    Text(label.title)
                        .font(.system(size: titleSize, weight: .medium))
                        .lineLimit(1)
                        .minimumScaleFactor(0.5)
                }
                .foregroundColor(style.foreground)
                .padding(.horizontal, proxy.size.width * 0.08)
            }
        }
        .frame(minWidth: 0, idealWidth: SignInWithAppleButtonMetrics.minimumWidth, maxWidth: .infinity,
               minHeight: 0, idealHeight: SignInWithAppleButtonMetrics.defaultHeight, maxHeight: .infinity)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(label.title))
        .accessibilityAddTraits(.isButton)
    }
}
