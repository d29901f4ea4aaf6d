import HTTPTypes
import NIOHTTPTypes
import NIOCore

/// Closes the connection after a response that says `Connection: close` (a `413` for a body over its limit, a `400`
/// for a malformed one): once the rest of the request body has been read and dropped here, so a client that sends its
/// whole body before reading (Python's urllib) still gets the answer, but after at most `drainLimit` more bytes or
/// `drainTime`, so nobody keeps the connection by sending on.
final class CloseAfterResponseHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// The most body bytes read and dropped after the answer before the connection is closed anyway.
    static let drainLimit = 64 * 1024 * 1024
    /// The longest time the rest of a body is waited for after the answer.
    static let drainTime = TimeAmount.seconds(10)

    private var responseCloses = false
    private var answered = false
    private var requestEnded = false
    private var drained = 0
    private var closed = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if case .head = part { requestEnded = false }
        guard responseCloses else { return forward(part, context, data) }
        // The answer is given: the rest of the body is read here and dropped (Hummingbird stops reading a request that
        // said `Connection: close`, which would leave the client blocked sending), then the connection is closed.
        switch part {
        case .head:
            close(context)
        case .body(let buffer):
            drained += buffer.readableBytes
            if drained > Self.drainLimit { close(context) }
        case .end:
            requestEnded = true
            if answered { close(context) }
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        context.fireChannelReadComplete()
        // Reading on is asked for here, below the async channel, which stops asking once nobody consumes its parts.
        if responseCloses, !closed { context.read() }
    }

    private func forward(_ part: HTTPRequestPart, _ context: ChannelHandlerContext, _ data: NIOAny) {
        if case .end = part { requestEnded = true }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            responseCloses = head.headerFields[.connection]?.lowercased() == "close"
            context.write(data, promise: promise)
            if responseCloses { context.read() }
        case .body:
            context.write(data, promise: promise)
        case .end where responseCloses:
            context.writeAndFlush(data).assumeIsolated().whenComplete { _ in
                self.answered = true
                if self.requestEnded { return self.close(context) }
                context.eventLoop.assumeIsolated().scheduleTask(in: Self.drainTime) { self.close(context) }
            }
            promise?.succeed()
        case .end:
            context.write(data, promise: promise)
        }
    }

    private func close(_ context: ChannelHandlerContext) {
        guard !closed else { return }
        closed = true
        context.close(promise: nil)
    }
}
