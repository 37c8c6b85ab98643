import Foundation
import LayoutDSL

/// The Sign in with Apple button of SwiftUI (Apple's documentation of `SignInWithAppleButton`,
/// https://developer.apple.com/documentation/authenticationservices/signinwithapplebutton, iOS 14).
///
/// Drawn with SwiftUI's own views as the system button looks at rest: a rounded rectangle filled
/// black or white (`.signInWithAppleButtonStyle(_:)`, black by default), with the Apple logo and the
/// title centred in it, in the system font at medium weight, sized by the button's height (the
/// numbers, measured from iOS's drawing, are in `SignInWithAppleButtonMetrics`). On iOS the button
/// is a UIKit control hosted in SwiftUI, which stretches to the space it is offered on both axes, so
/// apps give it a height with `.frame(height:)`; here too it fills what it is offered, never less
/// than 130 × 30 pt, and is 140 × 44 pt where nothing is offered (its ideal size, as in a scroll
/// view's content or under `fixedSize()`).
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
            RoundedRectangle(cornerRadius: SignInWithAppleButtonMetrics.cornerRadius, style: .continuous)
                .fill(style.fill)
                .overlay {
                    if style.isOutlined {
                        RoundedRectangle(cornerRadius: SignInWithAppleButtonMetrics.cornerRadius, style: .continuous)
                            .strokeBorder(Color.black, lineWidth: SignInWithAppleButtonMetrics.outlineWidth)
                    }
                }
                .alignmentGuide(.firstTextBaseline) { $0.height * SignInWithAppleButtonMetrics.baselineRatio }
                .overlay(alignment: Alignment(horizontal: .center, vertical: .firstTextBaseline)) {
                    HStack(alignment: .firstTextBaseline, spacing: titleSize * SignInWithAppleButtonMetrics.logoSpacing) {
                        // SF Symbols names the logo `applelogo`; LayoutDSL's symbol table maps that name.
                        // The logo's foot stands on the title's baseline (a symbol's own baseline is
                        // above its foot).
                        Image(systemName: "applelogo")
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                            .frame(width: height * SignInWithAppleButtonMetrics.logoWidthRatio,
                                   height: height * SignInWithAppleButtonMetrics.logoHeightRatio, alignment: .bottom)
                            .alignmentGuide(.firstTextBaseline) { $0.height }
                        Text(label.title)
                            .font(.system(size: titleSize, weight: .medium))
                            .lineLimit(1)
                            .minimumScaleFactor(0.5)
                    }
                    .foregroundColor(style.foreground)
                    .padding(.horizontal, height * 0.1)
                }
        }
        .frame(minWidth: SignInWithAppleButtonMetrics.minimumWidth, idealWidth: SignInWithAppleButtonMetrics.idealWidth,
               maxWidth: .infinity,
               minHeight: SignInWithAppleButtonMetrics.minimumHeight, idealHeight: SignInWithAppleButtonMetrics.idealHeight,
               maxHeight: .infinity)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(label.title))
        .accessibilityAddTraits(.isButton)
    }
}
