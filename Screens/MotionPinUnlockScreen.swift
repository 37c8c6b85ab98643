import SwiftUI

/// Shakes its content sideways `shakesPerUnit` times for every whole step of `animatableData`
/// (the usual "wrong password" effect: bump `attempts` inside `withAnimation`).
struct ShakeEffect: GeometryEffect {
    var amount: CGFloat = 12
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

/// A number that counts up to its value while it animates.
struct CountingNumber: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    var body: some View {
        Text("\(Int(value.rounded()))")
            .monospacedDigit()
    }
}

/// Slides a toast up from below and fades it, as its own transition.
struct RiseTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .offset(y: phase.isIdentity ? 0 : 40)
            .opacity(phase.isIdentity ? 1 : 0)
            .scaleEffect(phase.isIdentity ? 1 : 0.9)
    }
}

/// A lock screen: a PIN pad whose dots shake on a wrong code, then a welcome card whose
/// numbers count up once the right code is in.
struct MotionPinUnlockScreen: View {
    @State private var entered = ""
    @State private var attempts = 0
    @State private var unlocked = false
    @State private var showError = false
    private let code = "2580"

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: unlocked ? "lock.open.fill" : "lock.fill")
                .font(.largeTitle)
                .foregroundStyle(unlocked ? .green : .primary)
            Text(unlocked ? "Welcome back" : "Enter Passcode")
                .font(.title2.weight(.semibold))

            HStack(spacing: 18) {
                ForEach(0..<4, id: \.self) { index in
                    Circle()
                        .strokeBorder(.primary, lineWidth: 1.5)
                        .background(Circle().fill(index < entered.count ? Color.primary : .clear))
                        .frame(width: 14, height: 14)
                }
            }
            .modifier(ShakeEffect(animatableData: CGFloat(attempts)))

            if showError {
                Text("Wrong passcode. Try again.")
                    .font(.footnote)
                    .foregroundStyle(.red)
            }

            if unlocked {
                HStack(spacing: 12) {
                    StatTile(title: "Steps", value: 8_432, tint: .orange)
                    StatTile(title: "Calories", value: 512, tint: .pink)
                    StatTile(title: "Minutes", value: 47, tint: .green)
                }
                .transition(RiseTransition())
            } else {
                keypad
            }
            Spacer()
        }
        .padding(.top, 60)
        .padding(.horizontal, 24)
        .onAppear { typeCodes() }
    }

    private var keypad: some View {
        Grid(horizontalSpacing: 24, verticalSpacing: 16) {
            ForEach(0..<3) { row in
                GridRow {
                    ForEach(1...3, id: \.self) { column in
                        key("\(row * 3 + column)")
                    }
                }
            }
            GridRow {
                Color.clear.frame(width: 72, height: 72)
                key("0")
                Color.clear.frame(width: 72, height: 72)
            }
        }
    }

    private func key(_ digit: String) -> some View {
        Button { press(digit) } label: {
            Text(digit)
                .font(.title)
                .frame(width: 72, height: 72)
                .background(Color(.secondarySystemBackground), in: Circle())
        }
        .buttonStyle(.plain)
    }

    private func press(_ digit: String) {
        guard entered.count < 4 else { return }
        entered.append(digit)
        guard entered.count == 4 else { return }
        if entered == code {
            withAnimation(.spring(duration: 0.6)) { unlocked = true; showError = false }
        } else {
            withAnimation(.linear(duration: 0.5)) { attempts += 1 }
            withAnimation { showError = true }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { entered = "" }
        }
    }

    /// The preview types a wrong code, then the right one.
    private func typeCodes() {
        let typing = Array("1234") + Array(code)
        for (index, digit) in typing.enumerated() {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05 * Double(index) + (index >= 4 ? 0.6 : 0)) { press(String(digit)) }
        }
    }
}

struct StatTile: View {
    let title: String
    let value: Double
    let tint: Color
    @State private var shown = 0.0

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            CountingNumber(value: shown)
                .font(.title3.weight(.bold))
                .foregroundStyle(tint)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 14))
        .onAppear { withAnimation(.easeOut(duration: 1.2)) { shown = value } }
    }
}

#Preview {
    MotionPinUnlockScreen()
}
