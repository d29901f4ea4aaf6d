import Foundation
import FuzzDriver
import RepbookCore
import RepbookFormats

/// The Apple Health export.xml reader, which reads a file: each input is written to one temporary file per process.
let inputURL = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-fuzz-health-\(getpid()).xml")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard (try? bytes.write(to: inputURL)) != nil else { fatalError("cannot write \(inputURL.path)") }
    _ = try? AppleHealthBodyMassReader.read(contentsOf: inputURL)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(RepbookFuzzRun(&argc, &argv, fuzz))
