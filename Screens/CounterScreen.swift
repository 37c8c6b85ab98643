import SwiftUI

/// A counter with step buttons, a custom button style and settings toggles.
struct CounterScreen: View {
    @State private var count = 0
    @State private var step = 1
    @State private var allowNegative = false
    @State private var bigSteps = false

    var body: some View {
        VStack(spacing: 28) {
            Text("Counter")
                .font(.largeTitle.bold())
                .frame(maxWidth: .infinity, alignment: .leading)

            Text("\(count)")
                .font(.system(size: 72, weight: .bold, design: .rounded))
                .monospacedDigit()

            HStack(spacing: 24) {
                Button {
                    if allowNegative || count - step >= 0 { count -= step }
                } label: {
                    Image(systemName: "minus")
                        .font(.title2)
                        .frame(width: 44, height: 44)
                }
                .buttonStyle(.bordered)
                .buttonBorderShape(.circle)
                .disabled(!allowNegative && count == 0)

                Button {
                    count += step
                } label: {
                    Image(systemName: "plus")
                        .font(.title2)
                        .frame(width: 44, height: 44)
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.circle)
            }

            Button("Add \(bigSteps ? 10 : 1)") {
                count += bigSteps ? 10 : 1
            }
            .buttonStyle(ScaleButtonStyle())

            VStack(spacing: 16) {
                Stepper("Step: \(step)", value: $step, in: 1...10)
                Toggle("Allow negative numbers", isOn: $allowNegative)
                Toggle("Big steps", isOn: $bigSteps)
                    .tint(.orange)
            }
            .padding(16)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))

            Spacer()

            Button("Reset", role: .destructive) {
                count = 0
            }
            .buttonStyle(.bordered)
            .controlSize(.large)
        }
        .padding(24)
    }
}

/// The button style most apps write first: a filled capsule that shrinks while pressed.
struct ScaleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(Capsule().fill(Color.purple))
            .scaleEffect(configuration.isPressed ? 0.94 : 1)
            .opacity(configuration.isPressed ? 0.85 : 1)
    }
}

struct CounterScreen_Previews: PreviewProvider {
    static var previews: some View {
        CounterScreen()
    }
}
