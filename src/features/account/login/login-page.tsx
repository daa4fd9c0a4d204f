import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseLineType, type LineType } from '@/shared/domain/line-check';
import { SessionEndedNotice } from '@/shared/domain/session/session-ended-notice';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { accountTexts } from '../texts';
import { LineTypeChoice } from './components/line-type-choice';
import { LoginForm } from './components/login-form';
import { loginTexts as texts } from './texts';

/** /login (spec 2.8): query `type` (mbb, hbb, mifi; default mbb) chooses the line type. */
export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const typeInAddress = parseLineType(searchParams.get('type'));
  // The choice shows at once; the address follows in a router transition, which would otherwise
  // leave the clicked radio unchecked until it ends. Back and forward still change the choice.
  const [lineType, setLineType] = useState(typeInAddress);
  const [lastTypeInAddress, setLastTypeInAddress] = useState(typeInAddress);
  if (typeInAddress !== lastTypeInAddress) {
    setLastTypeInAddress(typeInAddress);
    setLineType(typeInAddress);
  }

  function chooseLineType(next: LineType) {
    setLineType(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('type', next);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <Page variant={stepLayout} heading={accountTexts.login.heading}>
      {/* After a 401 ended the session. */}
      <SessionEndedNotice />
      <p>{texts.intro}</p>
      <LineTypeChoice value={lineType} onChange={chooseLineType} />
      {/* Another line type is another number and other messages: its form starts empty. */}
      <LoginForm key={lineType} lineType={lineType} />
    </Page>
  );
}
